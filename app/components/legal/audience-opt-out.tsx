import { useState, useSyncExternalStore } from "react";
import type { AudienceOptOutCopy } from "../../../content/legal/types.ts";
import { AUDIENCE_OPT_OUT_KEY } from "../../../shared/audience.ts";
import { globalPrivacyControl, optedOut } from "../../audience/consent.ts";

type Choice = "gpc" | "opted-out" | "measured";

const listeners = new Set<() => void>();

/** Follows the choice in this tab and in the site's other tabs (storage events). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", listener);
  };
}

function currentChoice(): Choice {
  if (globalPrivacyControl()) return "gpc";
  return optedOut() ? "opted-out" : "measured";
}

/**
 * The opt-out of the audience measurement (decision 029): a button that
 * stores the visitor's objection in this browser (the one key the site ever
 * stores for the measurement), or removes it. The measurement script reads it
 * before loading and before each beacon, so it holds from the next page on.
 * Pre-rendered without a choice (the page cannot know it); without
 * JavaScript nothing is measured anyway. Its words come with the page's data
 * (content/legal/audience-opt-out.yaml, through the legal route's loader).
 */
export function AudienceOptOut({ copy }: { copy: AudienceOptOutCopy }) {
  const choice = useSyncExternalStore(subscribe, currentChoice, () => undefined);
  const [storageError, setStorageError] = useState(false);

  function toggle() {
    try {
      if (choice === "opted-out") localStorage.removeItem(AUDIENCE_OPT_OUT_KEY);
      else localStorage.setItem(AUDIENCE_OPT_OUT_KEY, "1");
      setStorageError(false);
    } catch {
      setStorageError(true);
    }
    for (const listener of listeners) listener();
  }

  const status =
    choice === undefined
      ? copy.withoutScript
      : choice === "gpc"
        ? copy.gpc
        : choice === "opted-out"
          ? copy.optedOut
          : copy.measured;
  return (
    <div className="audience-opt-out">
      <p role="status">{storageError ? copy.storageError : status}</p>
      {choice !== "gpc" && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={choice === undefined}
          aria-pressed={choice === undefined ? undefined : choice === "opted-out"}
          onClick={toggle}
        >
          {copy.optOut}
        </button>
      )}
    </div>
  );
}
