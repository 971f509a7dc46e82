/** The signed-in pages' frame: header, navigation, the failed e-mails' and rushed bookings' banners, the action notice. */
import { useEffect, useRef } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useNavigation,
  useRouteError,
} from "react-router";
import { ApiError, api, signInPath } from "../api.ts";
import type { DeliveryStatus, Session } from "../types.ts";
import { APP_NAME, Heading, Notice, plural, useSession } from "../ui.tsx";
import { TestMailButton } from "./test-mail.tsx";

export async function layoutLoader() {
  const [session, status] = await Promise.all([
    api<Session>("/api/admin/session"),
    api<DeliveryStatus>("/api/admin/status"),
  ]);
  return { ...session, status };
}

/** Sign out here (POST /deconnexion), then the sign-in page says so. */
export async function signOutAction() {
  try {
    await api("/api/admin/auth/signout", { method: "POST", signedOut: true });
  } catch (error) {
    // Already signed out: the same outcome. Anything else shows on the page.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  return redirect("/connexion?sortie=1");
}

const SECTIONS: { to: string; label: string; gestion?: boolean; document?: boolean }[] = [
  { to: "/messages", label: "Messages" },
  { to: "/agenda", label: "Agenda" },
  { to: "/audience", label: "Audience" },
  // The content editor is a page of its own (Keystatic, at the address it requires): a plain link.
  { to: "/keystatic", label: "Contenu", document: true },
  { to: "/publication", label: "Publier" },
  { to: "/journal", label: "Journal", gestion: true },
  { to: "/equipe", label: "Équipe", gestion: true },
  { to: "/compte", label: "Compte" },
];

const NO_COUNTS = { messages: 0, bookingMails: 0, total: 0 };

/**
 * E-mails that do not go: from the first failed attempt (retrying), not only
 * once the retries gave up (failed), with the cause in French.
 */
function DeliveryBanner({ status, canTest }: { status: DeliveryStatus; canTest: boolean }) {
  const failed = status.failedDeliveries;
  const retrying = status.retryingDeliveries ?? NO_COUNTS;
  if (failed.total + retrying.total <= 0) return null;
  const messagesLink =
    failed.messages > 0 ? (
      <Link to="/messages?status=failed">Voir les messages en échec</Link>
    ) : retrying.messages > 0 ? (
      <Link to="/messages?status=pending">Voir les messages en attente</Link>
    ) : (
      "Ce sont des e-mails de rendez-vous : vous les voyez dans l’agenda."
    );
  return (
    <section className="banner" aria-label="E-mails en échec">
      <p>
        <strong>
          {status.deliveryProblem ??
            "L’envoi des e-mails échoue : les messages sont gardés et repartiront dès que le serveur d’e-mail répondra."}
        </strong>
      </p>
      <p>
        {retrying.total > 0 &&
          `${plural(retrying.total, "e-mail attend", "e-mails attendent")} un nouvel essai. `}
        {failed.total > 0 &&
          (failed.total > 1
            ? `${plural(failed.total, "e-mail", "e-mails")} n’ont pas pu partir malgré tous les essais : renvoyez-les une fois le serveur réparé. `
            : "1\u00a0e-mail n’a pas pu partir malgré tous les essais : renvoyez-le une fois le serveur réparé. ")}
        {messagesLink}
      </p>
      {canTest && <TestMailButton />}
    </section>
  );
}

/** Many bookings in the last hour: perhaps someone booking one slot after another. */
function SurgeBanner({ status }: { status: DeliveryStatus }) {
  // Optional: a server older than this page sends no such field.
  const surge = status.bookingSurge;
  if (!surge?.alert) return null;
  return (
    <section className="banner" aria-label="Réservations en rafale">
      <p>
        <strong>
          {plural(surge.lastHour, "rendez-vous pris", "rendez-vous pris")} dans la dernière heure.
        </strong>{" "}
        C’est beaucoup (l’alerte est réglée à {surge.threshold} par heure) : vérifiez-les dans{" "}
        <Link to="/agenda">l’agenda</Link> et annulez ceux qui sont faux.
      </p>
    </section>
  );
}

/** The inbox's file was replaced or lost its WAL under the running server: what it stores may not last. */
function StorageBanner({ status }: { status: DeliveryStatus }) {
  if (status.storage === "ok") return null;
  return (
    <section className="banner" aria-label="Stockage des messages">
      <p>
        <strong>Le fichier des messages a été remplacé ou modifié pendant que le serveur tournait.</strong>{" "}
        Les messages et rendez-vous reçus depuis risquent de ne pas être conservés : prévenez sans attendre la
        personne qui gère le serveur, qui doit le redémarrer.
      </p>
    </section>
  );
}

export function Layout() {
  const { user, status } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const lastPath = useRef(location.pathname);
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways: the current one is brought into view.
  useEffect(() => {
    const here = `/admin${location.pathname}`;
    const links = [...(nav.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    links
      .find((link) => here === link.pathname || here.startsWith(`${link.pathname}/`))
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [location.pathname]);
  // After a navigation to another page, the focus goes to its heading (screen readers read where they are).
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    main.current?.querySelector<HTMLElement>("h1")?.focus();
  }, [location.pathname]);
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="header">
        <div className="header__top">
          <p className="header__name">{APP_NAME}</p>
          <div className="header__account">
            <span className="header__email">{user.email}</span>
            <Form method="post" action="/deconnexion">
              <button type="submit" className="button button--small">
                Se déconnecter
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Sections" className="nav" ref={nav}>
          <ul>
            {SECTIONS.filter((section) => !section.gestion || user.role === "gestion").map((section) => (
              <li key={section.to}>
                {section.document ? (
                  <a href={section.to}>{section.label}</a>
                ) : (
                  <NavLink to={section.to}>{section.label}</NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <StorageBanner status={status} />
      <DeliveryBanner status={status} canTest={user.role === "gestion"} />
      <SurgeBanner status={status} />
      <main id="contenu" ref={main} tabIndex={-1} aria-busy={navigation.state === "loading"}>
        <Outlet />
      </main>
      <Notice />
    </>
  );
}

/** A page that failed to load: the server's sentence, inside the layout. */
export function PageError() {
  const error = useRouteError();
  const message =
    error instanceof ApiError
      ? error.message
      : isRouteErrorResponse(error) && error.status === 404
        ? "Cette page n’existe pas dans l’espace du cabinet."
        : "Une erreur inattendue est survenue. Rechargez la page ; si elle persiste, prévenez la personne qui gère le site.";
  const title =
    error instanceof ApiError && error.status === 404 ? "Introuvable" : "Impossible d’afficher la page";
  return (
    <div className="page">
      <Heading title={title} />
      <p role="alert">{message}</p>
      <p>
        <Link to="/messages">Revenir aux messages</Link>
      </p>
    </div>
  );
}

/** The layout itself failed (the server is down): no header to show, a way back. */
export function LayoutError() {
  const error = useRouteError();
  return (
    <main id="contenu" className="page page--narrow">
      <Heading title="Espace du cabinet indisponible" />
      <p role="alert">
        {error instanceof ApiError
          ? error.message
          : "Une erreur inattendue est survenue. Rechargez la page dans un instant."}
      </p>
      <p>
        <a href={`/admin${signInPath()}`}>Aller à la page de connexion</a>
      </p>
    </main>
  );
}

/** An address of the back office that does not exist. */
export function NotFound() {
  return (
    <div className="page">
      <Heading title="Page introuvable" />
      <p>Cette adresse ne correspond à aucune page de l’espace du cabinet.</p>
      <p>
        <Link to="/messages">Aller aux messages</Link>
      </p>
    </div>
  );
}
