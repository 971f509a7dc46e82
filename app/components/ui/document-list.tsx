import { type DocumentEntry, documentFormat } from "../../lib/documents.ts";
import { Icon } from "./icon.tsx";

/** The message logged when a list has nothing to show (spec section 8). */
export const EMPTY_DOCUMENT_LIST_MESSAGE =
  "Liste de documents\u00a0: la propriété « file » est vide ou non définie, aucun document n’est affiché.";

function DocumentLink({ entry }: { entry: DocumentEntry }) {
  return (
    <a className="document-link" href={entry.pdfFile} target="_blank" rel="noopener" type="application/pdf">
      {entry.picture ? (
        <img
          className="document-link__picture"
          src={entry.picture.src}
          alt={entry.picture.alt}
          width={entry.picture.width}
          height={entry.picture.height}
          loading="lazy"
        />
      ) : (
        <Icon name="file-text" className="document-link__icon" />
      )}
      <span className="document-link__text">
        <span className="document-link__name">{entry.name}</span>
        <span className="document-link__meta">
          {`${documentFormat(entry.bytes)}, nouvel onglet`}
          <Icon name="external-link" />
        </span>
      </span>
    </a>
  );
}

/**
 * Downloadable documents (spec section 3): one entry is a single link, several
 * a bulleted list of links; each opens the PDF in a new tab and says its
 * format and size. An empty or missing list logs an error and shows nothing.
 */
export function DocumentList({
  file,
  className,
}: {
  file?: readonly DocumentEntry[] | null;
  className?: string;
}) {
  if (!file || file.length === 0) {
    console.error(EMPTY_DOCUMENT_LIST_MESSAGE);
    return null;
  }
  const classes = `document-list${className ? ` ${className}` : ""}`;
  if (file.length === 1) {
    return (
      <p className={`${classes} document-list--single`}>
        <DocumentLink entry={file[0] as DocumentEntry} />
      </p>
    );
  }
  return (
    <ul className={classes}>
      {file.map((entry) => (
        <li key={entry.pdfFile}>
          <DocumentLink entry={entry} />
        </li>
      ))}
    </ul>
  );
}
