import { toTelUri } from "../../../content/site.ts";
import { MAIN_ID } from "../../lib/landmarks.ts";

interface ErrorScreenProps {
  status: string;
  detail: string;
  phone: string;
}

/** A self-contained screen: it must render even when the layout cannot. */
export function ErrorScreen({ status, detail, phone }: ErrorScreenProps) {
  return (
    <main className="error-screen" id={MAIN_ID}>
      <h1>Une erreur inattendue s’est produite</h1>
      <p className="error-screen__status">
        <span className="sr-only">Statut de l’erreur&nbsp;: </span>
        {status}
      </p>
      <p className="error-screen__detail">{detail}</p>
      <p>
        Rechargez la page ou revenez à l’accueil. Vous pouvez aussi nous joindre au{" "}
        <a href={toTelUri(phone)}>{phone}</a>.
      </p>
      <p className="error-screen__actions">
        {/* A full page load, not a client navigation: the router may be the problem. */}
        <a className="btn btn-primary" href="/">
          Revenir à l’accueil
        </a>
      </p>
    </main>
  );
}
