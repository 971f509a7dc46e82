import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PICTURE_WIDTHS, pictureWidths, readPicture } from "../../content/blog/pictures.ts";
import { writePictures } from "./pictures.ts";

/** A content folder with blog/, and the build's output folder, in a temp dir. */
let blogDir: string;
let outputDir: string;

beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), "pictures-"));
  blogDir = path.join(root, "content", "blog");
  outputDir = path.join(root, "build", "client", "media", "blog");
  mkdirSync(blogDir, { recursive: true });
  vi.stubEnv("CONTENT_DIR", path.join(root, "content"));
});

afterEach(() => vi.unstubAllEnvs());

/** A photograph-like picture of `width` × `height` pixels, as stored (before its EXIF orientation). */
async function raster(name: string, width: number, height: number, orientation?: number): Promise<void> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 190, g: 90, b: 40 } } });
  if (orientation) image = image.withMetadata({ orientation });
  const encoded = name.endsWith(".png") ? image.png() : image.jpeg({ quality: 90 });
  await encoded.toFile(path.join(blogDir, name));
}

/** What each written file is: its format and size, read back by sharp. */
async function written(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(outputDir).sort()) {
    const { format, width, height } = await sharp(path.join(outputDir, name)).metadata();
    files[name] = `${format} ${width}x${height}`;
  }
  return files;
}

describe("the widths of a raster picture", () => {
  it("are the standard widths narrower than the file, and the file's own when it is narrower than the widest", () => {
    expect(pictureWidths(4000)).toEqual([...PICTURE_WIDTHS]);
    expect(pictureWidths(1200)).toEqual([480, 800, 1200]);
    expect(pictureWidths(1000)).toEqual([480, 800, 1000]);
    expect(pictureWidths(300)).toEqual([300]);
  });
});

describe("the blog pictures step", () => {
  it("writes a JPG in AVIF and WebP at each width, never enlarged, keeping its proportions", async () => {
    await raster("photo.jpg", 1600, 900);
    const outputs = await writePictures(["photo.jpg"], outputDir);
    expect(outputs).toHaveLength(6);
    // sharp names AVIF's container « heif ».
    expect(await written()).toEqual({
      "photo-480.avif": "heif 480x270",
      "photo-800.avif": "heif 800x450",
      "photo-1200.avif": "heif 1200x675",
      "photo-480.webp": "webp 480x270",
      "photo-800.webp": "webp 800x450",
      "photo-1200.webp": "webp 1200x675",
    });
    expect(readdirSync(outputDir)).not.toContain("photo.jpg");
  });

  it("gives the page the files it wrote: sources by format, the widest WebP and its size", async () => {
    await raster("photo.jpg", 1000, 750);
    await writePictures(["photo.jpg"], outputDir);
    const picture = await readPicture("photo.jpg");
    expect(picture).toEqual({
      src: "/media/blog/photo-1000.webp",
      width: 1000,
      height: 750,
      sources: [
        {
          type: "image/avif",
          srcSet:
            "/media/blog/photo-480.avif 480w, /media/blog/photo-800.avif 800w, /media/blog/photo-1000.avif 1000w",
        },
        {
          type: "image/webp",
          srcSet:
            "/media/blog/photo-480.webp 480w, /media/blog/photo-800.webp 800w, /media/blog/photo-1000.webp 1000w",
        },
      ],
    });
    const files = await written();
    for (const source of picture.sources) {
      for (const candidate of source.srcSet.split(", ")) {
        const [url, width] = candidate.split(" ");
        const name = path.basename(url ?? "");
        expect(files[name], name).toMatch(new RegExp(` ${width?.replace("w", "")}x\\d+$`));
      }
    }
  });

  it("writes a small PNG at its own width only", async () => {
    await raster("petite.png", 300, 200);
    await writePictures(["petite.png"], outputDir);
    expect(await written()).toEqual({ "petite-300.avif": "heif 300x200", "petite-300.webp": "webp 300x200" });
  });

  it("applies a photograph's EXIF orientation and keeps no metadata", async () => {
    await raster("portrait.jpg", 1600, 900, 6);
    const picture = await readPicture("portrait.jpg");
    expect([picture.width, picture.height]).toEqual([900, 1600]);
    await writePictures(["portrait.jpg"], outputDir);
    expect((await written())["portrait-900.webp"]).toBe("webp 900x1600");
    const metadata = await sharp(path.join(outputDir, "portrait-900.webp")).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("writes an SVG as the sanitizer writes it again (the same drawing), its size read from its width and height, else its viewBox", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="10" height="10"/></svg>';
    writeFileSync(path.join(blogDir, "dessin.svg"), svg);
    writeFileSync(
      path.join(blogDir, "sized.svg"),
      '<?xml version="1.0"?>\n<svg width="640px" height="360" viewBox="0 0 64 36" xmlns="http://www.w3.org/2000/svg"/>',
    );
    const outputs = await writePictures(["dessin.svg", "sized.svg"], outputDir);
    expect(outputs.map((output) => output.name)).toEqual(["dessin.svg", "sized.svg"]);
    expect(readFileSync(path.join(outputDir, "dessin.svg"), "utf8")).toBe(`${svg}\n`);
    expect(await readPicture("dessin.svg")).toEqual({
      src: "/media/blog/dessin.svg",
      width: 1200,
      height: 675,
      sources: [],
    });
    expect(await readPicture("sized.svg")).toMatchObject({ width: 640, height: 360 });
  });

  it("stops on an SVG without a size, or a file that is no picture, naming the file", async () => {
    writeFileSync(path.join(blogDir, "sans-taille.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(writePictures(["sans-taille.svg"], outputDir)).rejects.toThrow(
      /content\/blog\/sans-taille\.svg : la taille de l’image est introuvable/,
    );
    writeFileSync(path.join(blogDir, "faux.jpg"), "pas une image");
    await expect(writePictures(["faux.jpg"], outputDir)).rejects.toThrow(
      /content\/blog\/faux\.jpg : l’image ne peut pas être lue/,
    );
  });

  it("stops on an SVG that carries code, naming the file, at pre-render and at its writing (issue 43)", async () => {
    writeFileSync(
      path.join(blogDir, "piege.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" width="10" height="10">' +
        "<h:script>fetch('/api/admin/session')</h:script></svg>",
    );
    const refusal =
      /«\u00a0content\/blog\/piege\.svg\u00a0»\u00a0: cette image SVG contient du code \(un élément <h:script>\)\u00a0: elle est refusée\./;
    await expect(readPicture("piege.svg")).rejects.toThrow(refusal);
    await expect(writePictures(["piege.svg"], outputDir)).rejects.toThrow(refusal);
    expect(readdirSync(outputDir, { recursive: true })).not.toContain("piege.svg");
  });

  it("writes an SVG without what the allow-list does not name: comments, editors' metadata, links unwrapped", async () => {
    writeFileSync(
      path.join(blogDir, "inkscape.svg"),
      '<?xml version="1.0"?>\n<!-- Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
        'inkscape:version="1.3" width="20" height="10"><metadata><rdf/></metadata>' +
        '<a href="https://example.com/"><rect inkscape:label="Fond" width="20" height="10" fill="#0d5261"/></a></svg>',
    );
    await writePictures(["inkscape.svg"], outputDir);
    expect(readFileSync(path.join(outputDir, "inkscape.svg"), "utf8")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#0d5261"/></svg>\n',
    );
  });

  it("stops on two pictures that would give the same files", async () => {
    await raster("double.jpg", 500, 500);
    await raster("double.png", 500, 500);
    await expect(writePictures(["double.jpg", "double.png"], outputDir)).rejects.toThrow(
      /double\.png and content\/blog\/double\.jpg both give double-480\.avif/,
    );
  });
});
