import { describe, expect, it } from "vitest";
import { faqEntries } from "./faq.ts";
import { stringsOf } from "./format.ts";
import { landingPages } from "./landing-pages.ts";
import { officeById } from "./offices.ts";
import { communeOf77, epciOf } from "./official-communes.ts";

const cityPages = landingPages.filter((page) => page.kind === "city");
const rows = cityPages.map((page) => [page.slug, page] as const);

/** The words of a value's strings. */
const wordCount = (value: unknown) => stringsOf(value).join(" ").split(/\s+/).filter(Boolean).length;

describe("the city pages", () => {
  it("are there, each with its town's own content", () => {
    expect(cityPages.length).toBeGreaterThan(1);
    for (const page of cityPages) expect(page.local, page.slug).toBeDefined();
  });

  it("give every question of their own an id used nowhere else", () => {
    const ids = [
      ...faqEntries.map((entry) => entry.id),
      ...landingPages.flatMap((page) =>
        [...(page.local?.faq ?? []), ...(page.ownFaq ?? [])].map((e) => e.id),
      ),
    ];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("list different communes around each town", () => {
    const lists = cityPages.map((page) => (page.local?.nearbyTowns ?? []).join("|"));
    expect(new Set(lists).size).toBe(lists.length);
  });
});

describe.each(rows)("%s", (_slug, page) => {
  const local = page.local;
  if (!local || !page.city) throw new Error(`${page.slug} is a city page without its town's content`);
  const office = officeById(local.office);

  it("is about a real commune of Seine-et-Marne, and so are the communes around", () => {
    expect(communeOf77(page.city ?? ""), page.city).toBeDefined();
    expect(local.nearbyTowns.length).toBeGreaterThan(0);
    for (const town of local.nearbyTowns) expect(communeOf77(town), `${town} (INSEE spelling)`).toBeDefined();
    expect(local.nearbyTowns).not.toContain(page.city);
    expect(new Set(local.nearbyTowns).size).toBe(local.nearbyTowns.length);
  });

  it("is served by an office in its town, or in the same intercommunal body", () => {
    if (office.city === page.city) return;
    const own = epciOf(page.city ?? "");
    expect(own, `${page.city} belongs to an intercommunal body`).toBeDefined();
    expect(epciOf(office.city)?.code).toBe(own?.code);
    // And the page says where its sessions happen.
    expect(local.venue.paragraphs.join(" ")).toContain(office.city);
  });

  it("says enough of its own town: venue, four ways to come, market, contacts, reconversions", () => {
    expect(local.venue.paragraphs.length).toBeGreaterThan(0);
    for (const mode of ["train", "bus", "car", "bike"] as const) {
      expect(local.gettingThere[mode].trim().length, mode).toBeGreaterThan(20);
    }
    expect(local.market.paragraphs.length).toBeGreaterThan(0);
    expect(local.market.employers.length).toBeGreaterThan(0);
    expect(local.contacts.items.length).toBeGreaterThan(0);
    expect(local.reconversions.items.length).toBeGreaterThan(0);
    expect(local.faq.length).toBeGreaterThan(0);
    // The similarity check counts what no other page shares; this is the raw material.
    expect(wordCount({ ...local, sources: [] })).toBeGreaterThanOrEqual(700);
  });

  it("asks questions of its own without a placeholder, each answer 40 to 120 words", () => {
    for (const entry of local.faq) {
      expect(`${entry.title} ${entry.answer.join(" ")}`).not.toContain("{ville}");
      expect(entry.tag).not.toContain("all");
      const words = entry.answer.join(" ").split(/\s+/).length;
      expect(words, entry.id).toBeGreaterThanOrEqual(40);
      expect(words, entry.id).toBeLessThanOrEqual(120);
    }
  });

  it("flags a fictional testimonial and names the sources of its facts", () => {
    if (local.testimonial) expect(typeof local.testimonial.fictional).toBe("boolean");
    expect(local.sources.length).toBeGreaterThan(0);
    for (const source of local.sources) {
      // The address the source was read at (some sites still serve plain http).
      expect(source.url).toMatch(/^https?:\/\/[a-z]/);
      expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const item of local.contacts.items) if (item.url) expect(item.url).toMatch(/^https:\/\//);
  });
});
