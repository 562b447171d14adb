import assert from "node:assert/strict";
import { writerCommand } from "./writer_launcher.ts";

const CONTEXT = {
  script: "/r/report.ts",
  baseDir: "/home/u",
  dataDir: "/r/data",
};

Deno.test("writerCommand() grants read of the data and write of the one output file, both absolute", () => {
  const command = writerCommand(
    ["--", "report", "--data", "mine", "--out", "../v.pdf", "--lang", "en"],
    CONTEXT,
  );
  assert.ok("args" in command);
  assert.deepEqual(command.args, [
    "run",
    "--no-prompt",
    "--allow-read=/home/u/mine,/home/v.pdf,/home/v.pdf.part",
    "--allow-write=/home/v.pdf,/home/v.pdf.part",
    "/r/report.ts",
    "report",
    "--data",
    "mine",
    "--out",
    "../v.pdf",
    "--lang",
    "en",
    "--data",
    "/home/u/mine",
    "--out",
    "/home/v.pdf",
  ]);
});

Deno.test("writerCommand() writes the chart of a trend", () => {
  const command = writerCommand(["trend", "CRP", "--chart", "crp.svg"], CONTEXT);
  assert.ok("args" in command);
  assert.equal(command.args[3], "--allow-write=/home/u/crp.svg,/home/u/crp.svg.part");
  assert.deepEqual(command.args.slice(-4), ["--data", "/r/data", "--chart", "/home/u/crp.svg"]);
});

Deno.test("writerCommand() refuses commands that write nothing, usage errors and commas", () => {
  assert.deepEqual(writerCommand(["trend", "CRP"], CONTEXT), {
    error: 'This task runs "report --out FILE.pdf" or "trend MARKER --chart FILE.svg" only',
    code: 2,
  });
  const usage = writerCommand(["report"], CONTEXT);
  assert.ok("error" in usage && usage.code === 2 && /needs --out/.test(usage.error));
  const comma = writerCommand(["report", "--out", "a,b.pdf"], CONTEXT);
  assert.ok("error" in comma && /contains a comma/.test(comma.error));
});

Deno.test("writerCommand() refuses an output file inside the data directory", () => {
  // `--out DATA/2024.ndjson` turned a year of results into a PDF.
  for (const out of ["/r/data/2024.ndjson", "/r/data", "/r/data/sub/../x.pdf"]) {
    const command = writerCommand(["report", "--out", out], CONTEXT);
    assert.ok("error" in command, out);
    assert.match(command.error, /inside the data directory "\/r\/data"/);
    assert.equal(command.code, 1);
  }
  assert.ok("args" in writerCommand(["report", "--out", "/r/data2/x.pdf"], CONTEXT));
});
