/** The back office's pages, under /admin (main.tsx gives them to the browser's router; the tests to a memory one). */

import { type RouteObject, redirect } from "react-router";
import { Account, accountAction } from "./pages/account.tsx";
import { Accounts, accountsAction, accountsLoader } from "./pages/accounts.tsx";
import { Agenda, agendaAction, agendaLoader } from "./pages/agenda.tsx";
import { AudiencePage, audienceLoader } from "./pages/audience.tsx";
import { Blocks, blocksAction, blocksLoader } from "./pages/blocks.tsx";
import { Feed, feedAction, feedLoader } from "./pages/feed.tsx";
import { Hours, hoursAction, hoursLoader } from "./pages/hours.tsx";
import { Journal, journalLoader } from "./pages/journal.tsx";
import { Layout, LayoutError, layoutLoader, NotFound, PageError, signOutAction } from "./pages/layout.tsx";
import { LinkLanding, linkLoader, linkShouldRevalidate } from "./pages/link.tsx";
import { Message, messageAction, messageLoader } from "./pages/message.tsx";
import { Messages, messagesLoader } from "./pages/messages.tsx";
import { Move, moveAction, moveLoader } from "./pages/move.tsx";
import { PublicationPage, publicationAction, publicationLoader } from "./pages/publication.tsx";
import { SignIn, signInAction, signInLoader } from "./pages/sign-in.tsx";
import { testMailAction } from "./pages/test-mail.tsx";
import { Loading } from "./ui.tsx";

export const routes: RouteObject[] = [
  {
    path: "/connexion",
    Component: SignIn,
    loader: signInLoader,
    action: signInAction,
    ErrorBoundary: LayoutError,
    HydrateFallback: Loading,
  },
  {
    path: "/lien",
    Component: LinkLanding,
    loader: linkLoader,
    shouldRevalidate: linkShouldRevalidate,
    ErrorBoundary: LayoutError,
    HydrateFallback: Loading,
  },
  {
    id: "layout",
    path: "/",
    Component: Layout,
    loader: layoutLoader,
    // The session and the failed e-mails again at every page: an expired session shows at once, the banner stays true.
    shouldRevalidate: () => true,
    ErrorBoundary: LayoutError,
    HydrateFallback: Loading,
    children: [
      {
        ErrorBoundary: PageError,
        children: [
          { index: true, loader: () => redirect("/messages") },
          { path: "deconnexion", action: signOutAction },
          { path: "envoi-test", action: testMailAction },
          { path: "messages", Component: Messages, loader: messagesLoader },
          { path: "messages/:id", Component: Message, loader: messageLoader, action: messageAction },
          { path: "agenda", Component: Agenda, loader: agendaLoader, action: agendaAction },
          {
            path: "agenda/rendez-vous/:id/deplacer",
            Component: Move,
            loader: moveLoader,
            action: moveAction,
          },
          { path: "agenda/fermetures", Component: Blocks, loader: blocksLoader, action: blocksAction },
          { path: "agenda/horaires", Component: Hours, loader: hoursLoader, action: hoursAction },
          { path: "agenda/abonnement", Component: Feed, loader: feedLoader, action: feedAction },
          { path: "audience", Component: AudiencePage, loader: audienceLoader },
          {
            path: "publication",
            Component: PublicationPage,
            loader: publicationLoader,
            action: publicationAction,
          },
          { path: "journal", Component: Journal, loader: journalLoader },
          { path: "equipe", Component: Accounts, loader: accountsLoader, action: accountsAction },
          { path: "compte", Component: Account, action: accountAction },
          { path: "*", Component: NotFound },
        ],
      },
    ],
  },
];
