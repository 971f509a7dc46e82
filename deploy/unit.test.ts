import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readServerEnv } from "../config/server-env.ts";
import {
  ENV_EXAMPLE,
  parseAssignments,
  parseEnvironmentFile,
  readUnit,
  unitEnvironment,
  withValues,
} from "./unit.ts";

describe("the unit, read as systemd reads it", () => {
  it("runs the live release's server from its folder, in production", () => {
    const unit = readUnit();
    expect(unit.execStart[0]?.startsWith(`${unit.workingDirectory}/`)).toBe(true);
    expect(unit.execStart.slice(1)).toEqual(["server/index.ts"]);
    expect(unit.environment.NODE_ENV).toBe("production");
    expect(unit.stateDirectory).toMatch(/^\/var\/lib\/[\w-]+$/);
  });

  it("with deploy/env.example, gives the server a valid configuration but for its secret", () => {
    const unit = readUnit();
    const account = {
      name: "cabinet",
      uid: 999,
      gid: 999,
      home: "/var/lib/cabinet-site",
      shell: "/usr/sbin/nologin",
    };
    const env = unitEnvironment(unit, account, parseEnvironmentFile(readFileSync(ENV_EXAMPLE, "utf8")));
    expect(env.STATE_DIRECTORY).toBe(unit.stateDirectory);
    expect(() => readServerEnv(env)).toThrow(/BOOKING_SECRET/);
    expect(readServerEnv({ ...env, BOOKING_SECRET: "s".repeat(48) })).toMatchObject({ HOST: "127.0.0.1" });
  });
});

describe("systemd's syntaxes", () => {
  it("reads Environment= assignments, quoted or not", () => {
    expect(parseAssignments('A=1 "B=two words" C= D=x=y')).toEqual({
      A: "1",
      B: "two words",
      C: "",
      D: "x=y",
    });
  });

  it("reads an environment file: comments and blank lines skipped, quotes removed, the last value kept", () => {
    expect(parseEnvironmentFile('# note\n; other\n\nA=1\nB="deux mots"\nA=2\n  C = trois \n')).toEqual({
      A: "2",
      B: "deux mots",
      C: "trois",
    });
  });

  it("sets values in a copy of an environment file, uncommenting or adding their lines", () => {
    const text = "# comment\nPORT=3000\n#SECRET=<make one>\nOTHER=1\n";
    expect(withValues(text, { PORT: "4000", SECRET: "abc", NEW: "x" })).toBe(
      "# comment\nPORT=4000\nSECRET=abc\nOTHER=1\n\nNEW=x\n",
    );
  });
});
