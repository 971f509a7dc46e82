import { describe, expect, it } from "vitest";
import { slotLink } from "./next-slot.ts";
import { linkedSlot, slotKey } from "./slot-link.ts";

const FORMATS = ["telephone", "visio", "bureau-head"];

describe("a link to one slot", () => {
  it("is written as the slot's Paris wall-clock time, and read back as written", () => {
    const link = slotLink("bureau-head", "2026-12-01", "08:30");
    expect(link).toBe("/rendez-vous?format=bureau-head&creneau=2026-12-01T08:30");
    expect(linkedSlot(new URL(link, "https://site.example").search, FORMATS)).toEqual({
      format: "bureau-head",
      wanted: "2026-12-01T08:30",
    });
    // The booking page finds the slot by the same key, summer or winter, whatever the offset.
    expect(slotKey("2026-12-01T08:30:00+01:00")).toBe("2026-12-01T08:30");
    expect(slotKey("2026-07-01T08:30:00+02:00")).toBe("2026-07-01T08:30");
    expect(slotKey("2026-12-01T07:30:00Z")).toBe("");
  });

  it("ignores a format that is not offered and a slot that is not a day and time", () => {
    expect(linkedSlot("?format=ailleurs&creneau=2026-12-01T08:30", FORMATS)).toEqual({
      wanted: "2026-12-01T08:30",
    });
    for (const bad of ["2026-12-01T07:30:00Z", "2026-02-30T08:30", "2026-12-01T25:00", "demain", ""]) {
      expect(linkedSlot(`?format=visio&creneau=${encodeURIComponent(bad)}`, FORMATS), bad).toEqual({
        format: "visio",
      });
    }
    expect(linkedSlot("", FORMATS)).toEqual({});
  });
});
