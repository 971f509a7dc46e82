import type { AudienceOptOutCopy } from "../../../content/legal/types.ts";

/**
 * The opt-out of the audience measurement (decision 029), as pre-rendered:
 * without a choice (the page cannot know it), the button disabled, the other
 * statuses' words in `data-*` for the page script, which enables it
 * (app/page-scripts/audience-opt-out.ts). Without JavaScript nothing is
 * measured anyway. Its words come with the page's data
 * (content/legal/audience-opt-out.yaml, through the legal route's loader).
 */
export function AudienceOptOut({ copy }: { copy: AudienceOptOutCopy }) {
  return (
    <div
      className="audience-opt-out"
      data-gpc={copy.gpc}
      data-opted-out={copy.optedOut}
      data-measured={copy.measured}
      data-storage-error={copy.storageError}
    >
      <p role="status">{copy.withoutScript}</p>
      <button type="button" className="btn btn-outline" disabled>
        {copy.optOut}
      </button>
    </div>
  );
}
