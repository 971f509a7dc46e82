// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { disabilityPagePath } from "../../../content/compliance-paths.ts";
import { longDate } from "../../../content/format.ts";
import type { ProgrammeSheetBlock } from "../../../content/programme-sheet.ts";
import { ProgrammeSheetSection } from "./programme-sheet.tsx";

afterEach(cleanup);

/** A block as a route's loader gives it: the component only shows it. */
const block: ProgrammeSheetBlock = {
  title: "Titre de la fiche",
  rows: [
    { field: "audience", label: "Libellé public", value: "Tout public" },
    { field: "objectives", label: "Libellé objectifs", value: ["Un", "Deux"] },
    { field: "accessibility", label: "Libellé accessibilité", value: "Locaux accessibles." },
    { field: "updated", label: "Libellé date", value: "2026-03-04" },
  ],
  disabilityLink: "Texte du lien handicap",
};

function Sheet() {
  return <ProgrammeSheetSection block={block} />;
}

describe("ProgrammeSheetSection", () => {
  it("shows the loader's title, labels and values, links the disability page and dates the update", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Sheet }]);
    render(<Stub initialEntries={["/"]} />);
    const section = await screen.findByRole("region", { name: block.title });
    expect([...section.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(
      block.rows.map((row) => row.label),
    );
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Un", "Deux"]);
    const link = within(section).getByRole("link", { name: block.disabilityLink });
    expect(link.getAttribute("href")).toBe(disabilityPagePath);
    expect(section.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-04");
    expect(section.querySelector("time")?.textContent).toBe(longDate("2026-03-04"));
  });
});
