import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SCRIPT_VARIABLE, PAGE_SCRIPTS_DIR } from "../../app/page-scripts/address.ts";
import { readSiteScriptNonce, SITE_SCRIPT_NONCE_VARIABLE } from "../../config/site-scripts.ts";
import { prerenderStep } from "./prerender.ts";

vi.mock("node:child_process", () => ({ spawn: vi.fn() }));
vi.mock("vite", () => ({ build: vi.fn() }));

/** Makes the page script's Vite build write an entry and its manifest, as Vite does, into the folder it is given. */
function fakePageScriptBuild(): void {
  vi.mocked(build).mockImplementation(async (config) => {
    const outDir = (config as { build: { outDir: string } }).build.outDir;
    await mkdir(path.join(outDir, ".vite"), { recursive: true });
    await mkdir(path.join(outDir, PAGE_SCRIPTS_DIR), { recursive: true });
    await writeFile(path.join(outDir, PAGE_SCRIPTS_DIR, "page-abc123.js"), "export {};");
    const manifest = {
      "app/page-scripts/page.ts": { file: `${PAGE_SCRIPTS_DIR}/page-abc123.js`, isEntry: true },
    };
    await writeFile(path.join(outDir, ".vite", "manifest.json"), JSON.stringify(manifest));
    return [] as unknown as Awaited<ReturnType<typeof build>>;
  });
}

/** Makes `react-router build` "exit" with `code` after running `effect`. */
function fakeBuild(code: number, effect: () => Promise<void> = async () => {}): void {
  vi.mocked(spawn).mockImplementation(() => {
    const child = new EventEmitter();
    void effect().then(() => child.emit("exit", code, null));
    return child as ReturnType<typeof spawn>;
  });
}

let root: string;
let clientDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "prerender-"));
  clientDir = path.join(root, "build", "client");
  vi.mocked(spawn).mockReset();
  fakePageScriptBuild();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the pre-render step", () => {
  it("runs react-router build in the repository", async () => {
    fakeBuild(0, async () => {
      await mkdir(clientDir, { recursive: true });
      await writeFile(path.join(clientDir, "index.html"), "<!doctype html>");
    });
    expect(await prerenderStep.run({ root, clientDir })).toBe("pages pre-rendered into build/client/");
    const [command, args, options] = vi.mocked(spawn).mock.calls[0] ?? [];
    expect(command).toBe(process.execPath);
    expect(args?.slice(-1)).toEqual(["build"]);
    expect(options).toMatchObject({ cwd: root, stdio: "inherit" });
  });

  it("builds the page script first, hands its address to the pre-render and puts its files beside the pages", async () => {
    fakeBuild(0, async () => {
      await mkdir(clientDir, { recursive: true });
      await writeFile(path.join(clientDir, "index.html"), "<!doctype html>");
    });
    await prerenderStep.run({ root, clientDir });
    expect(vi.mocked(build).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(spawn).mock.invocationCallOrder[0] ?? 0,
    );
    const options = vi.mocked(spawn).mock.calls[0]?.[2] as { env?: Record<string, string> };
    expect(options.env?.[PAGE_SCRIPT_VARIABLE]).toBe(`/${PAGE_SCRIPTS_DIR}/page-abc123.js`);
    expect(existsSync(path.join(clientDir, PAGE_SCRIPTS_DIR, "page-abc123.js"))).toBe(true);
  });

  it("hands the pre-render a new marker of the site's scripts each build, and writes it beside the pages", async () => {
    const nonces: string[] = [];
    for (let build = 0; build < 2; build++) {
      fakeBuild(0, async () => {
        await mkdir(clientDir, { recursive: true });
        await writeFile(path.join(clientDir, "index.html"), "<!doctype html>");
      });
      await prerenderStep.run({ root, clientDir });
      const options = vi.mocked(spawn).mock.calls.at(-1)?.[2] as { env?: Record<string, string> };
      const nonce = options.env?.[SITE_SCRIPT_NONCE_VARIABLE] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(readSiteScriptNonce(clientDir)).toBe(nonce);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("fails when react-router build fails", async () => {
    fakeBuild(1);
    await expect(prerenderStep.run({ root, clientDir })).rejects.toThrow(
      "react-router build exited with code 1",
    );
  });

  it("fails when the build pre-rendered no home page", async () => {
    fakeBuild(0);
    await expect(prerenderStep.run({ root, clientDir })).rejects.toThrow(
      "react-router build wrote no build/client/index.html",
    );
  });
});
