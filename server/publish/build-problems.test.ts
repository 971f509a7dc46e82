import { describe, expect, it } from "vitest";
import { buildProblems } from "./build-problems.ts";

/** What Node prints when the build's content reader throws (abridged from a real build's output). */
const NODE_OUTPUT = `[3/13] pages: …
/tmp/publish/work/content/lib/markdown-tree.ts:92
      throw new ContentError(\`\${this.from.source}, ligne \${line} : \${message}\`);
            ^

ContentError: content/legal/conditions-utilisation.md, ligne 13 : la section « Utiliser le site » doit avoir un identifiant : « ## Utiliser le site {#mon-id} »
    at Tree.fail (/tmp/publish/work/content/lib/markdown-tree.ts:92:13)
    at file:///tmp/publish/work/scripts/pipeline/index.ts:40:5

Node.js v26.0.0
`;

describe("buildProblems", () => {
  it("keeps the thrown error's French message, never the line of code or a place in it", () => {
    const [problem, ...rest] = buildProblems(NODE_OUTPUT);
    expect(rest).toEqual([]);
    expect(problem?.check).toBe("Construction du site");
    expect(problem?.message).toBe(
      "content/legal/conditions-utilisation.md, ligne 13 : la section « Utiliser le site » doit avoir un identifiant : « ## Utiliser le site {#mon-id} »",
    );
  });

  it("keeps a message's further lines, and falls back on the French lines of an output without an error", () => {
    const twoLines =
      "ContentError: content/faq/a.md : deux problèmes\n- le titre manque\n    at x (/a.ts:1:1)\n";
    expect(buildProblems(twoLines)[0]?.message).toBe("content/faq/a.md : deux problèmes\n- le titre manque");
    expect(buildProblems("[1/13] x\ncontent/faq/a.md : le titre manque\n")[0]?.message).toBe(
      "content/faq/a.md : le titre manque",
    );
  });
});
