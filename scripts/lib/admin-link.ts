/**
 * A back-office account made as the firm's operator makes it
 * (`npm run admin -- add-user`), without SMTP: the one-time sign-in link it
 * prints. For the screenshots, the benchmarks and the end-to-end tests, which
 * run a server of their own on `origin` with the state folder `directory`.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../..");

export async function oneTimeLink(options: {
  directory: string;
  origin: string;
  email: string;
  role?: "gestion" | "lecture";
}): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["scripts/admin.ts", "add-user", options.email, ...(options.role ? ["--role", options.role] : [])],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: options.directory,
        STATE_DIRECTORY: undefined,
        ADMIN_ORIGIN: options.origin,
        SMTP_URL: "",
      },
    },
  );
  const link = /https?:\/\/\S+\/admin\/lien#[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`npm run admin -- add-user printed no link:\n${stdout}`);
  return link;
}
