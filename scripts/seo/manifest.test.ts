import { describe, expect, it } from "vitest";
import { siteIcons } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";
import { webManifest } from "./manifest.ts";

describe("web app manifest", () => {
  it("is in French, starts at the home page and uses the site's colours", () => {
    const manifest = webManifest();
    expect(manifest.lang).toBe("fr");
    expect(manifest.short_name).toBe(site.name);
    expect(manifest.name.startsWith(site.name)).toBe(true);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#0d5261");
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("lists the 192 and 512 px icons, one of them maskable", () => {
    const { icons } = webManifest();
    expect(icons).toContainEqual(expect.objectContaining({ src: siteIcons.png192, sizes: "192x192" }));
    expect(icons).toContainEqual(expect.objectContaining({ src: siteIcons.png512, sizes: "512x512" }));
    expect(icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
  });
});
