import assert from "node:assert/strict";
import { parseImporterArgs } from "./importer_args.ts";
import type { LaunchContext } from "../../sandboxed_child.ts";
import { absolutise, launch, probeCommand, workerCommand } from "./launcher.ts";
import { OCR_PROGRAMS } from "../read/mod.ts";

const context: LaunchContext = {
  script: "/app/import.ts",
  dataDir: "/app/data",
  baseDir: "/home/ola/wyniki",
  deno: "deno",
};

function worker(argv: string[], ocr = false): string[] {
  const args = absolutise(parseImporterArgs(argv, "/app/data"), context.baseDir);
  return workerCommand(args, ocr ? OCR_PROGRAMS : [], context);
}

Deno.test("workerCommand() grants read on the inputs and data, write on data only, no run", () => {
  assert.deepEqual(worker(["--data", "../dane", "lab.csv", "/mnt/x/fhir.json"]), [
    "run",
    "--no-prompt",
    "--allow-read=/home/ola/wyniki/lab.csv,/mnt/x/fhir.json,/home/ola/dane",
    "--allow-write=/home/ola/dane",
    "/app/import.ts",
    "--worker",
    "--data",
    "/home/ola/dane",
    "/home/ola/wyniki/lab.csv",
    "/mnt/x/fhir.json",
  ]);
});

Deno.test("workerCommand() grants run for tesseract and pdftoppm only for OCR inputs", () => {
  assert.ok(worker(["scan.png"], true).includes("--allow-run=tesseract,pdftoppm"));
  assert.ok(!worker(["lab.pdf"], false).some((a) => a.startsWith("--allow-run")));
});

Deno.test("launch() grants the OCR programs to an image's worker, and none to a CSV's", async () => {
  const started: string[][] = [];
  const starter = {
    run: (args: readonly string[]) => (started.push([...args]), Promise.resolve(0)),
    probe: () => Promise.reject(new Error("no probe for named inputs")),
  };
  const quiet = { out: () => {}, err: () => {} };
  assert.equal(await launch(["scan.png"], context, quiet, starter), 0);
  assert.equal(await launch(["lab.csv"], context, quiet, starter), 0);
  assert.ok(started[0]!.includes("--allow-run=tesseract,pdftoppm"));
  assert.ok(!started[1]!.some((a) => a.startsWith("--allow-run")));
});

Deno.test("workerCommand() gives a dry run no write permission at all", () => {
  const args = worker(["--dry-run", "lab.csv"]);
  assert.ok(!args.some((a) => a.startsWith("--allow-write")));
  assert.ok(args.includes("--dry-run"));
});

Deno.test("relative paths resolve against INIT_CWD and the default data dir stays absolute", () => {
  const args = worker(["./a/../b.csv"]);
  assert.ok(args.includes("--allow-read=/home/ola/wyniki/b.csv,/app/data"));
});

Deno.test("workerCommand() for approve reads and writes the data directory only", () => {
  assert.deepEqual(worker(["approve", "--data", "d", "Ferrytyna X", "FERR"]).slice(0, 4), [
    "run",
    "--no-prompt",
    "--allow-read=/home/ola/wyniki/d",
    "--allow-write=/home/ola/wyniki/d",
  ]);
});

Deno.test("a path with a comma is refused: permission flags cannot express it", () => {
  assert.throws(() => worker(["wyniki, 2024.csv"]), /contains a comma/);
  assert.throws(() => probeCommand(["/a,b"], context), /contains a comma/);
});

Deno.test("workerCommand() for forget reads and writes the data directory only", () => {
  assert.deepEqual(worker(["forget", "--data", "d", "3fa2c1"]), [
    "run",
    "--no-prompt",
    "--allow-read=/home/ola/wyniki/d",
    "--allow-write=/home/ola/wyniki/d",
    "/app/import.ts",
    "--worker",
    "forget",
    "--data",
    "/home/ola/wyniki/d",
    "--",
    "3fa2c1",
  ]);
});

Deno.test("workerCommand() passes the accepted row ids on to the worker", () => {
  const args = worker(["--accept", "3fa2c1-17", "--accept", "3fa2c1-18", "lab.pdf"]);
  const at = args.indexOf("--accept");
  assert.deepEqual(args.slice(at, at + 2), ["--accept", "3fa2c1-17,3fa2c1-18"]);
  const parsed = parseImporterArgs(args.slice(args.indexOf("--worker") + 1), "x");
  assert.deepEqual(parsed.kind === "import" ? parsed.accept : [], ["3fa2c1-17", "3fa2c1-18"]);
});

Deno.test("workerCommand() passes every --set correction on to the sandboxed worker", () => {
  const args = worker(["--set", "3fa2c1-17:value=<0,5", "--set", "3fa2c1-17:unit=mg/l", "a.csv"]);
  const at = args.indexOf("--worker");
  assert.deepEqual(args.slice(at).filter((a, i, all) => a === "--set" || all[i - 1] === "--set"), [
    "--set",
    "3fa2c1-17:value=<0,5",
    "--set",
    "3fa2c1-17:unit=mg/l",
  ]);
});

Deno.test("workerCommand() grants read on --against's document and passes it on, absolute", () => {
  assert.deepEqual(worker(["--dry-run", "--against", "skan.pdf", "skan.transcript.csv"]), [
    "run",
    "--no-prompt",
    "--allow-read=/home/ola/wyniki/skan.transcript.csv,/home/ola/wyniki/skan.pdf,/app/data",
    "/app/import.ts",
    "--worker",
    "--data",
    "/app/data",
    "--dry-run",
    "--against",
    "/home/ola/wyniki/skan.pdf",
    "/home/ola/wyniki/skan.transcript.csv",
  ]);
});
