// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIENCE_ENTRY_KEY } from "../../shared/audience.ts";

/** A fresh module: its memory is the page load's. */
async function fresh() {
  vi.resetModules();
  return import("./previous-page.ts");
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe("entryPage", () => {
  it("reads the key the measurement writes", async () => {
    expect((await fresh()).ENTRY_KEY).toBe(AUDIENCE_ENTRY_KEY);
  });

  it("gives the visit's entry page the measurement kept, only while the measurement runs", async () => {
    sessionStorage.setItem(AUDIENCE_ENTRY_KEY, JSON.stringify({ page: "/vae", booking: true }));
    const measured = await fresh();
    expect(measured.entryPage()).toBeUndefined();
    measured.notePageShown("/rendez-vous", false);
    expect(measured.entryPage()).toBe("/vae");
    const refused = await fresh();
    refused.notePageShown("/rendez-vous", true);
    expect(refused.entryPage()).toBeUndefined();
  });

  it("gives nothing when nothing, or something else, was kept", async () => {
    const page = await fresh();
    page.notePageShown("/contact", false);
    expect(page.entryPage()).toBeUndefined();
    for (const value of ["null", "{", '{"page":42}', '"/vae"']) {
      sessionStorage.setItem(AUDIENCE_ENTRY_KEY, value);
      expect(page.entryPage(), value).toBeUndefined();
    }
  });
});
