// Check chat-palette commands with real BCDice (the npm package `bcdice`, installed in
// scripts/bcdice/ by `npm ci --prefix scripts/bcdice`).
//
// Input (stdin): a JSON array of command lines, params already substituted
// (exports.palette.expand). Output (stdout): JSON {"bcdice": version, "system": id,
// "results": [{"line", "ok", "text"}]}: ok is true when BCDice parsed the command and rolled
// it (its result text, e.g. "(8B6<=4) ＞ 1,5,… ＞ 成功数3"), false when BCDice does not read it.
// Exit status 0 when every line is ok, 1 when one is not, 2 on bad input.
//
// Usage: node scripts/bcdice_check.mjs [SYSTEM] < lines.json      (SYSTEM defaults to DiceBot)
import { createRequire } from "node:module";

const require = createRequire(new URL("./bcdice/package.json", import.meta.url));
const { DynamicLoader, Version } = require("bcdice");
const npmVersion = require("bcdice/package.json").version;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
let lines;
try {
  lines = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  if (!Array.isArray(lines) || lines.some((l) => typeof l !== "string")) throw new Error("not an array of strings");
} catch (e) {
  process.stderr.write(`bcdice_check: stdin: ${e.message}\n`);
  process.exit(2);
}
const system = process.argv[2] || "DiceBot";
const GameSystem = await new DynamicLoader().dynamicLoad(system);
// BCDice's parsers (Ruby compiled by Opal) raise and catch an exception for each rule they try;
// Opal captures a 100-frame JavaScript stack trace for each, which nothing here reads (a
// verdict is the result or null): without them the check costs about a third less CPU.
globalThis.Opal.config.enable_stack_trace = false;
Error.stackTraceLimit = 0;
const results = lines.map((line) => {
  let r = null;
  try {
    r = GameSystem.eval(line);
  } catch (e) {
    r = null;
  }
  return { line, ok: Boolean(r), text: r ? r.text : "" };
});
// exitCode, not exit(): a pipe is written asynchronously and exit() would cut the output short
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
process.stdout.write(JSON.stringify({ bcdice: Version, package: `bcdice@${npmVersion}`, system, results }) + "\n");
