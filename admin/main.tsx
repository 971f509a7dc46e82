/**
 * The back office's single-page app, served under /admin/ (React Router's
 * data mode: each page loads its data from the JSON API before it shows, and
 * sends its changes through an action).
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes, { basename: "/admin" });

const root = document.getElementById("app");
if (!root) throw new Error("index.html has no #app");
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
