import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type CommandContext,
  type CommandLine,
  isExecutedDirectly,
  messageOfError,
  parseCommandLine,
  runCommandLine,
  UsageError,
} from "./cli.ts";

function capture(): CommandContext & { stdout: string; stderr: string } {
  const context = {
    env: {},
    repoRoot: "/nowhere",
    stdout: "",
    stderr: "",
    out: (text: string) => {
      context.stdout += text;
    },
    err: (text: string) => {
      context.stderr += text;
    },
  };
  return context;
}

type Greet = { kind: "greet"; name: string };

const greet: CommandLine<Greet> = {
  name: "greet",
  usage: "Usage: npm run greet -- <name>\n",
  parse: (argv) => {
    const { values, positionals } = parseCommandLine(argv, {
      options: { help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
    if (values.help) return { kind: "help" };
    const [name] = positionals;
    if (name === undefined) throw new UsageError("name someone");
    if (name === "boom") throw new Error("not a usage error");
    return { kind: "greet", name };
  },
  run: async (command, context) => {
    context.out(`Hello ${command.name}\n`);
    return command.name === "nobody" ? 1 : 0;
  },
};

describe("parseCommandLine", () => {
  it("parses strictly, with typed values and positionals", () => {
    const { values, positionals } = parseCommandLine(["--limit", "3", "--json", "rest"], {
      options: { limit: { type: "string" }, json: { type: "boolean" } },
      allowPositionals: true,
    });
    expect(values).toEqual({ limit: "3", json: true });
    expect(positionals).toEqual(["rest"]);
  });

  it("turns node's parse errors into usage errors", () => {
    const parse = (argv: string[]) =>
      parseCommandLine(argv, { options: { limit: { type: "string" } }, allowPositionals: false });
    expect(() => parse(["--unknown"])).toThrow(UsageError);
    expect(() => parse(["--limit"])).toThrow(/--limit/);
    expect(() => parse(["stray"])).toThrow(UsageError);
  });
});

describe("runCommandLine", () => {
  it("runs the command and resolves with its exit code", async () => {
    const context = capture();
    expect(await runCommandLine(["Ada"], context, greet)).toBe(0);
    expect(context.stdout).toBe("Hello Ada\n");
    expect(await runCommandLine(["nobody"], capture(), greet)).toBe(1);
  });

  it("prints the usage on --help, exit 0", async () => {
    const context = capture();
    expect(await runCommandLine(["--help"], context, greet)).toBe(0);
    expect(context.stdout).toBe(greet.usage);
    expect(context.stderr).toBe("");
  });

  it("prints the reason and the usage on bad arguments, exit 2", async () => {
    const context = capture();
    expect(await runCommandLine([], context, greet)).toBe(2);
    expect(context.stderr).toBe(`greet: name someone\n\n${greet.usage}`);
    expect(context.stdout).toBe("");
    const unknown = capture();
    expect(await runCommandLine(["--nope"], unknown, greet)).toBe(2);
    expect(unknown.stderr).toMatch(/^greet: Unknown option '--nope'/);
  });

  it("lets other errors through", async () => {
    await expect(runCommandLine(["boom"], capture(), greet)).rejects.toThrow("not a usage error");
  });
});

describe("isExecutedDirectly", () => {
  const script = "/repo/scripts/inbox.ts";
  const url = pathToFileURL(script).href;

  it("is true for the script node was started with", () => {
    expect(isExecutedDirectly(url, ["node", script])).toBe(true);
    expect(isExecutedDirectly(url, ["node", "/repo/scripts/../scripts/inbox.ts"])).toBe(true);
  });

  it("is false when another script, or none, imports the module", () => {
    expect(isExecutedDirectly(url, ["node", "/repo/scripts/bookings.ts"])).toBe(false);
    expect(isExecutedDirectly(url, ["node"])).toBe(false);
  });
});

describe("messageOfError", () => {
  it("gives an error's message, or anything else as text", () => {
    expect(messageOfError(new Error("disk full"))).toBe("disk full");
    expect(messageOfError("plain")).toBe("plain");
    expect(messageOfError(42)).toBe("42");
  });
});
