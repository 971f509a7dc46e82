/** The back office's small shared pieces: page heading, action notice, confirmation dialog, fields. */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { ActionResult } from "./api.ts";
import type { DeliveryStatus, Session } from "./types.ts";

export const APP_NAME = "Espace du cabinet";

/** The signed-in account and the delivery status, loaded by the layout for every page. */
export function useSession(): Session & { status: DeliveryStatus } {
  const data = useRouteLoaderData("layout") as (Session & { status: DeliveryStatus }) | undefined;
  if (!data) throw new Error("useSession outside the signed-in layout");
  return data;
}

/** True when the account may change things (role « gestion »); « lecture » accounts only read. */
export function useCanManage(): boolean {
  return useSession().user.role === "gestion";
}

/** The page's title and its one h1, which takes the focus after a navigation (see Layout). */
export function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} – ${APP_NAME}`}</title>
      <h1 tabIndex={-1}>{children ?? title}</h1>
    </>
  );
}

/**
 * Every change the firm makes goes through this one fetcher: its outcome is
 * announced by the layout's notice, whatever form sent it (even one that
 * disappears with what it deleted).
 */
const ACTION_KEY = "action";

export function useAction(): FetcherWithComponents<ActionResult> {
  return useFetcher<ActionResult>({ key: ACTION_KEY });
}

/** True while `fetcher` is sending the form whose `intent` (and `id`) are given. */
export function isSending(
  fetcher: FetcherWithComponents<unknown>,
  intent: string,
  id?: string | number,
): boolean {
  if (fetcher.state === "idle" || !fetcher.formData) return false;
  if (fetcher.formData.get("intent") !== intent) return false;
  return id === undefined || fetcher.formData.get("id") === String(id);
}

/** The outcome of the last action, in live regions fixed at the bottom of the screen, until dismissed or the next page. */
export function Notice() {
  const { data } = useAction();
  const location = useLocation();
  const [dismissed, setDismissed] = useState<ActionResult | undefined>();
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    if (previousPath.current !== location.pathname) setDismissed(data);
    previousPath.current = location.pathname;
  }, [location.pathname, data]);
  const shown = data && data !== dismissed ? data : undefined;
  return (
    <div className="notice-area">
      <div role="status" className={shown?.ok ? "notice notice--ok" : "notice"}>
        {shown?.ok && <NoticeText text={shown.message} onClose={() => setDismissed(shown)} />}
      </div>
      <div role="alert" className={shown && !shown.ok ? "notice notice--error" : "notice"}>
        {shown && !shown.ok && <NoticeText text={shown.message} onClose={() => setDismissed(shown)} />}
      </div>
    </div>
  );
}

function NoticeText({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <>
      <p>{text}</p>
      <button type="button" className="button button--small" onClick={onClose}>
        Fermer<span className="sr-only"> le message</span>
      </button>
    </>
  );
}

/** What shows while the first page loads its data. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Chargement…
    </p>
  );
}

/** A local outcome (the sign-in screens, outside the layout): polite for news, assertive for errors. */
export function Outcome({ result }: { result: ActionResult | undefined }) {
  return (
    <div>
      <div role="status" className={result?.ok ? "outcome outcome--ok" : "outcome"}>
        {result?.ok && result.message}
      </div>
      <div role="alert" className={result && !result.ok ? "outcome outcome--error" : "outcome"}>
        {result && !result.ok && result.message}
      </div>
    </div>
  );
}

interface ConfirmProps {
  /** The button that opens the dialog (its visible text). */
  trigger: ReactNode;
  /** The dialog's title, a question. */
  title: string;
  /** What happens, said plainly. */
  children: ReactNode;
  /** The confirming button's text (distinct from the trigger's). */
  confirm: string;
  /** The dismissing button's text. */
  keep: string;
  /** The hidden fields of the action (intent, id…). */
  fields: Record<string, string | number>;
  /** Asked before opening: false keeps the dialog closed (the page says what is missing). */
  canOpen?: () => boolean;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A button that asks first, in a native modal <dialog> (the browser traps the
 * focus and closes it with Échap): the focus starts on the button that keeps
 * things as they are, and comes back to the trigger on close.
 */
export function ConfirmAction({
  trigger,
  title,
  children,
  confirm,
  keep,
  fields,
  canOpen,
  danger,
  disabled,
}: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const fetcher = useAction();
  const open = () => {
    if (canOpen && !canOpen()) return;
    dialog.current?.showModal();
    keepButton.current?.focus();
  };
  const close = () => dialog.current?.close();
  const busy = isSending(fetcher, String(fields.intent), fields.id);
  return (
    <>
      <button
        type="button"
        className={danger ? "button button--danger" : "button"}
        onClick={open}
        disabled={disabled || busy}
      >
        {trigger}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>{title}</h2>
        {children}
        <fetcher.Form method="post" onSubmit={close} className="actions">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={danger ? "button button--danger" : "button button--primary"}>
            {confirm}
          </button>
          <button type="button" className="button" ref={keepButton} onClick={close}>
            {keep}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}

interface FieldProps {
  label: string;
  name: string;
  hint?: ReactNode;
  type?: "text" | "email" | "search" | "date" | "time";
  defaultValue?: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
  inputMode?: "text" | "email";
  spellCheck?: boolean;
  min?: string;
  step?: number;
}

/** A labelled input with its hint. */
export function Field({ label, name, hint, className, type = "text", ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input id={id} name={name} type={type} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
    </div>
  );
}

/** A field's error, under it (its id referenced by the field's aria-describedby); nothing without one. */
export function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}

/** « par téléphone » → « Par téléphone ». */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** « 1 message », « 3 messages ». */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("fr-FR")}\u00a0${count > 1 ? many : one}`;
}
