/**
 * The folders of a publication (decision 039), all under the state
 * directory, since the release's code is read-only to the server:
 *
 *   publish/repo/    the content working copy: a git repository of the site's
 *                    files, made from the release the first time; the editor
 *                    writes in its content/ only
 *   publish/work/    the build workspace: the release's code, the working
 *                    copy's content files, node_modules linked to the release's
 *   publish/sites/   the builds published (and the preview's)
 *   publish/live     a link to the live one, replaced by one rename
 *
 * This module makes them; publisher.ts runs the jobs.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";

/** Folders of the release never copied: installed, built or written at run time. */
const NOT_SOURCE = new Set([
  "node_modules",
  "build",
  ".react-router",
  "var",
  "data",
  "test-results",
  "playwright-report",
  "bench-results",
  ".git",
]);

/** Files of content/ that are code (kept by developers, never edited from the back office). */
function isContentCode(relative: string): boolean {
  return /\.(?:[cm]?[jt]sx?)$/.test(relative);
}

/** Copies the release's source tree (not its installed or generated folders) from `from` into `to`. */
export function copySource(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (NOT_SOURCE.has(entry) || entry.endsWith(".log")) continue;
    cpSync(path.join(from, entry), path.join(to, entry), {
      recursive: true,
      // Generated PDFs: the build makes them anew from the content.
      filter: (source) => !source.startsWith(path.join(from, "public", "documents")),
    });
  }
}

/** Every file under `dir`, "/"-separated and relative to it. */
function filesUnder(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * Replaces the content files (everything of content/ that is not code) of
 * the source tree `tree` by those of `contentDir`: the release's loaders and
 * schemas, the firm's words.
 */
export function overlayContent(tree: string, contentDir: string): void {
  const target = path.join(tree, "content");
  for (const file of filesUnder(target)) {
    if (!isContentCode(file)) rmSync(path.join(target, file));
  }
  for (const file of filesUnder(contentDir)) {
    if (isContentCode(file)) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(contentDir, file), path.join(target, file));
  }
}

/**
 * `work/node_modules`: a folder of links to each package of the release's
 * (and to its `.bin`), so the build reads the release's packages and writes
 * its caches and temporary files (`.vite`, `.vite-temp`, `.cache`…) in the
 * workspace, never in the release, which is read-only to the server.
 */
export function linkModules(codeDir: string, work: string): void {
  const modules = path.join(codeDir, "node_modules");
  const target = path.join(work, "node_modules");
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".") && entry !== ".bin") continue;
    symlinkSync(path.join(modules, entry), path.join(target, entry));
  }
}

/**
 * git in `repo`, without the machine's or the user's configuration; throws
 * with its output when it fails. `env`: more variables (GIT_INDEX_FILE).
 */
export function git(
  repo: string,
  args: readonly string[],
  author?: { name: string; email: string },
  env: Record<string, string> = {},
): string {
  const identity = author ?? { name: "Site", email: "site@localhost" };
  const result = spawnSync(
    "git",
    [
      "-c",
      `user.name=${identity.name}`,
      "-c",
      `user.email=${identity.email}`,
      "-c",
      "core.quotePath=false",
      ...args,
    ],
    {
      cwd: repo,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: repo,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        LC_ALL: "C",
        ...env,
      },
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `git ${args.join(" ")} failed in ${repo}: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
    );
  }
  return result.stdout;
}

/**
 * The working copy, made from the release's source the first time: a git
 * repository whose first commit is the release's content. Returns its folder.
 */
export function ensureWorkingCopy(repo: string, codeDir: string, release: string): string {
  if (existsSync(path.join(repo, ".git"))) return repo;
  const partial = `${repo}.partial`;
  rmSync(partial, { recursive: true, force: true });
  copySource(codeDir, partial);
  git(partial, ["init", "-q", "-b", "main"]);
  git(partial, ["add", "-A"]);
  git(partial, ["commit", "-q", "-m", `Site de la version ${release}`]);
  renameSync(partial, repo);
  return repo;
}

/**
 * The working copy's content/ as a commit would take it now, written as a git
 * tree (the whole site's tree, `content/` as it is on disk): what a
 * publication builds and then commits, whatever is saved meanwhile. Staged
 * in an index of its own (`indexFile`), so the working copy's is untouched.
 */
export function snapshotContent(repo: string, indexFile: string): string {
  const env = { GIT_INDEX_FILE: path.resolve(indexFile) };
  rmSync(env.GIT_INDEX_FILE, { force: true });
  git(repo, ["read-tree", "HEAD"], undefined, env);
  git(repo, ["add", "-A", "--", "content"], undefined, env);
  const tree = git(repo, ["write-tree"], undefined, env).trim();
  rmSync(env.GIT_INDEX_FILE, { force: true });
  return tree;
}

/** Writes the content/ of `tree` (a snapshotContent) into `dir`/content, through an index of its own. */
export function exportContent(repo: string, tree: string, dir: string, indexFile: string): void {
  const env = { GIT_INDEX_FILE: path.resolve(indexFile) };
  rmSync(env.GIT_INDEX_FILE, { force: true });
  git(repo, ["read-tree", `${tree}:content`], undefined, env);
  git(repo, ["checkout-index", "-a", "-f", `--prefix=${path.resolve(dir, "content")}/`], undefined, env);
  rmSync(env.GIT_INDEX_FILE, { force: true });
}

/** The tree of the working copy's last commit. */
export function headTree(repo: string): string {
  return git(repo, ["rev-parse", "HEAD^{tree}"]).trim();
}

/**
 * Commits exactly `tree` (a snapshotContent) on the working copy's branch,
 * by `author`, and returns the commit (HEAD itself when the tree is HEAD's).
 * Files saved since the snapshot stay as they are on disk, pending.
 */
export function commitTree(
  repo: string,
  tree: string,
  message: string,
  author: { name: string; email: string },
): string {
  const head = git(repo, ["rev-parse", "HEAD"]).trim();
  if (headTree(repo) === tree) return head;
  const commit = git(repo, ["commit-tree", tree, "-p", head, "-m", message], author).trim();
  // The old value guards against a HEAD moved meanwhile (it cannot: jobs and reverts run one at a time).
  git(repo, ["update-ref", "HEAD", commit, head]);
  // The index follows HEAD, so `git status` lists what was saved since the snapshot.
  git(repo, ["read-tree", "HEAD"]);
  return commit;
}

/** The files of content/ changed in the working copy since its last commit (what a publication would take). */
export function pendingChanges(repo: string): { status: string; file: string }[] {
  const output = git(repo, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "content"]);
  return output
    .split("\0")
    .filter((line) => line.length > 3)
    .map((line) => ({ status: line.slice(0, 2).trim(), file: line.slice(3) }))
    .filter(({ file }) => !isContentCode(file));
}

/** A file's text as the last publication committed it; undefined when it was not there. */
export function headText(repo: string, file: string): string | undefined {
  try {
    return git(repo, ["show", `HEAD:${file}`]);
  } catch {
    return undefined;
  }
}

/** The release's identity: its build's id and time (build/build-info.json), new with every release. */
export function releaseIdentity(codeDir: string): string {
  try {
    const info = JSON.parse(readFileSync(path.join(codeDir, "build", "build-info.json"), "utf8")) as {
      id?: string;
      builtAt?: string;
    };
    return `${info.id ?? "unknown"}@${info.builtAt ?? ""}`;
  } catch {
    return "unknown";
  }
}
