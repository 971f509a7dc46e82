import { describe, expect, it } from "vitest";
import { bookingFormats, officeFormatId } from "./booking.ts";
import { landingPages } from "./landing-pages.ts";
import { nextSlotFormats, nextSlotLine } from "./next-slot.ts";
import { offices } from "./offices.ts";
import { servicePages } from "./services/index.ts";

const ids = (formats: readonly { id: string }[]) => formats.map((format) => format.id);
const remote = ids(bookingFormats.filter((format) => format.kind !== "office"));

describe("the formats of a page's next free slot", () => {
  it("on a city page: the town's office first, then phone and video, and no other office", () => {
    const cities = landingPages.filter((page) => page.local);
    expect(cities.length).toBeGreaterThan(0);
    for (const page of cities) {
      const office = page.local?.office ?? "head";
      expect(ids(nextSlotFormats({ office })), page.slug).toEqual([officeFormatId(office), ...remote]);
    }
  });

  it("on a service given only at a distance, phone and video; elsewhere every format, remote first", () => {
    expect(ids(nextSlotFormats({ courseMode: ["online"] }))).toEqual(remote);
    const every = ids(nextSlotFormats({}));
    expect(new Set(every)).toEqual(new Set(ids(bookingFormats)));
    expect(every.slice(0, remote.length)).toEqual(remote);
    expect(ids(nextSlotFormats({ courseMode: ["onsite", "online"] }))).toEqual(every);
    for (const page of servicePages) {
      const courseMode = page.schema.type === "Course" ? page.schema.courseMode : undefined;
      const formats = ids(nextSlotFormats({ courseMode }));
      const inPerson = courseMode?.some((mode) => mode !== "online") ?? true;
      expect(
        formats.some((id) => offices.some((office) => officeFormatId(office.id) === id)),
        page.path,
      ).toBe(inPerson);
    }
  });

  it("names each format as the booking page does, lower-cased, with the line's copy and its slots", () => {
    const line = nextSlotLine({ office: "head" });
    for (const format of line.formats) {
      const label = bookingFormats.find((entry) => entry.id === format.id)?.label ?? "";
      expect(format.name.toLowerCase()).toBe(label.toLowerCase());
      expect(format.name.charAt(0)).toBe(format.name.charAt(0).toLowerCase());
    }
    expect(line.text).toContain("{slot}");
    expect(line.text).toContain("{format}");
    expect(line.link.length).toBeGreaterThan(0);
  });
});
