// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { certificatePagePath, disabilityPagePath } from "../../../content/compliance-paths.ts";
import { sourcesPagePath } from "../../../content/legal/paths.ts";
import { labelFor } from "../../../content/pages.ts";
import { SiteFooter } from "./site-footer.tsx";

afterEach(cleanup);

/** The footer on a page whose loader returns `data`. */
async function renderFooterWith(data: unknown) {
  const Stub = createRoutesStub([{ path: "/", Component: SiteFooter, loader: () => data }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("shows the « Éligible CPF » badge where the page's loader says the CPF can pay", async () => {
    const footer = await renderFooterWith({ cpfEligible: true });
    expect(within(footer).getByRole("img", { name: /compte personnel de formation/ })).toBeTruthy();
  });

  it.each([
    ["says false", { cpfEligible: false }],
    ["says nothing", { page: "about" }],
    ["has no data", null],
  ])("shows no CPF badge where the loader %s", async (_, data) => {
    const footer = await renderFooterWith(data);
    expect(within(footer).queryByRole("img", { name: /CPF|compte personnel de formation/ })).toBeNull();
  });

  it("shows no quality badge, and links to the certificate, disability and sources pages", async () => {
    const footer = await renderFooterWith({ cpfEligible: true });
    expect(within(footer).queryByRole("img", { name: /qualité/ })).toBeNull();
    expect(footer.querySelector("img[src*='badge-qualite']")).toBeNull();
    const informations = within(footer).getByRole("region", { name: "Informations" });
    for (const path of [certificatePagePath, disabilityPagePath, sourcesPagePath]) {
      expect(
        within(informations)
          .getByRole("link", { name: labelFor(path) })
          .getAttribute("href"),
      ).toBe(path);
    }
  });
});
