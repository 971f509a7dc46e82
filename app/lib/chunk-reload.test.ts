import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  clearChunkReloadMark,
  installChunkReloadGuard,
} from "./chunk-reload.ts";

function setup() {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const logged = vi.fn();
  const fakeConsole = { error: logged };
  const failures: ChunkLoadError[] = [];
  installChunkReloadGuard({ console: fakeConsole, storage, onFailure: (error) => failures.push(error) });
  return { store, storage, logged, fakeConsole, failures };
}

const routerMessage = "Error loading route module `/assets/about-123.js`, reloading page...";

describe("chunk reload guard", () => {
  it("lets the first failure reload the page, and turns the second into an error", () => {
    const { store, fakeConsole, logged, failures } = setup();
    expect(() => fakeConsole.error(routerMessage)).not.toThrow();
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(failures).toHaveLength(0);
    expect(() => fakeConsole.error(routerMessage)).toThrow(ChunkLoadError);
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(failures.map((error) => error.name)).toEqual(["ChunkLoadError"]);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("names the missing file in the error", () => {
    const { fakeConsole } = setup();
    fakeConsole.error(routerMessage);
    expect(() => fakeConsole.error(routerMessage)).toThrow(/about-123\.js/);
  });

  it("leaves other messages alone and forgets the mark after a good navigation", () => {
    const { store, storage, fakeConsole, logged } = setup();
    fakeConsole.error("something else");
    expect(store.size).toBe(0);
    expect(logged).toHaveBeenCalledWith("something else");
    fakeConsole.error(routerMessage);
    clearChunkReloadMark(storage);
    expect(() => fakeConsole.error(routerMessage)).not.toThrow();
  });
});
