// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { frameOf, startFrames } from "./frames.ts";

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function placeholder(frame: Record<string, string>, extra = "") {
  document.body.innerHTML = `<div class="consent"><button type="button" ${extra}>Voir</button><p>Note</p></div>`;
  const button = document.querySelector("button") as HTMLButtonElement;
  button.dataset.frame = JSON.stringify(frame);
  return button;
}

describe("click-to-load frames", () => {
  it("load nothing until the click, then take the placeholder's place with the focus", () => {
    startFrames(document);
    const button = placeholder({
      src: "https://www.youtube-nocookie.com/embed/abc",
      title: "Vidéo",
      width: "560",
    });
    expect(document.querySelector("iframe")).toBeNull();
    button.click();
    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abc");
    expect(frame?.getAttribute("title")).toBe("Vidéo");
    expect(frame?.getAttribute("width")).toBe("560");
    expect(document.querySelector("button")).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it("replace the ancestor they name, and log their line", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    startFrames(document);
    const button = placeholder(
      { src: "https://avis.example/w", title: "Google Widget" },
      'data-frame-replaces=".consent" data-frame-log="Widget chargé"',
    );
    button.click();
    expect(document.querySelector(".consent")).toBeNull();
    expect(document.body.firstElementChild?.tagName).toBe("IFRAME");
    expect(info).toHaveBeenCalledWith("Widget chargé");
  });

  it("never load an address that is not https, nor set an attribute not listed", () => {
    for (const src of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://example.com/",
    ])
      expect(frameOf(document, placeholder({ src }))).toBeUndefined();
    const frame = frameOf(
      document,
      placeholder({ src: "https://example.com/", srcdoc: "<script>alert(1)</script>", onload: "alert(1)" }),
    );
    expect(frame?.getAttributeNames()).toEqual(["src"]);
  });
});
