/**
 * The opt-out of the audience measurement (decision 029), on the privacy
 * page: app/components/legal/audience-opt-out.tsx renders its button
 * disabled, with the status a page without scripts shows and, in `data-*`,
 * the other statuses' words (content/legal/audience-opt-out.yaml). This
 * enables it: a click stores the visitor's objection in this browser (the one
 * key the site ever stores for the measurement), a second one removes it. The
 * status follows the choice in this tab and in the site's other tabs
 * (storage events). The measurement reads it before loading and before each
 * beacon, so it holds from the next page on.
 */
import { AUDIENCE_OPT_OUT_KEY } from "../../shared/audience.ts";
import { globalPrivacyControl, optedOut } from "../audience/consent.ts";

export function startAudienceOptOut(document: Document): void {
  const view = document.defaultView;
  for (const control of document.querySelectorAll<HTMLElement>(".audience-opt-out")) {
    const status = control.querySelector<HTMLElement>("[role=status]");
    const button = control.querySelector<HTMLButtonElement>("button");
    if (!status || !button || !view) continue;
    const copy = control.dataset;
    let storageError = false;
    const show = () => {
      const gpc = globalPrivacyControl();
      const out = optedOut();
      status.textContent =
        (storageError ? copy.storageError : gpc ? copy.gpc : out ? copy.optedOut : copy.measured) ?? "";
      button.hidden = gpc;
      button.disabled = false;
      button.setAttribute("aria-pressed", String(out));
    };
    button.addEventListener("click", () => {
      try {
        if (optedOut()) view.localStorage.removeItem(AUDIENCE_OPT_OUT_KEY);
        else view.localStorage.setItem(AUDIENCE_OPT_OUT_KEY, "1");
        storageError = false;
      } catch {
        storageError = true;
      }
      show();
    });
    view.addEventListener("storage", show);
    show();
  }
}
