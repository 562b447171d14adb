/**
 * The visit report's pages as a reader sees them, for the tests that read
 * them through `pdftotext -layout` (`src/report/render_pdf_test.ts` and the
 * slower `tests/ext/report/page_break_test.ts`): whether poppler is there, a
 * store view of some lines, and the text of each page of a rendered report.
 *
 * @module
 */

import assert from "node:assert/strict";
import { builtinLayer } from "../../src/store/builtin.ts";
import { ResultStore } from "../../src/store/store.ts";
import { renderReportPdf } from "../../src/report/render_pdf.ts";
import { REPORT_MESSAGES } from "../../src/report/report_messages.ts";
import type { VisitSummary } from "../../src/report/visit_summary.ts";

function has(command: string): boolean {
  try {
    return new Deno.Command(command, { args: ["-v"], stdout: "null", stderr: "null" }).outputSync()
      .code !== 127;
  } catch {
    return false;
  }
}

/** Whether `pdftotext` (poppler-utils) can be run here. */
export const poppler: boolean = has("pdftotext");

/** The store view of `lines`, written to a fresh data directory as one store file. */
export async function viewOf(lines: object[]) {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-pages-" });
  await Deno.writeTextFile(
    `${dir}/r.ndjson`,
    lines.map((l) => JSON.stringify(l)).join("\n") + "\n",
  );
  return await new ResultStore(dir, builtinLayer()).snapshot();
}

/** The text of each page, as `pdftotext -layout` reads it. */
export async function pagesOf(
  summary: VisitSummary | undefined,
  lang: "pl" | "en" = "pl",
): Promise<string[]> {
  const bytes = await renderReportPdf({
    summary,
    messages: REPORT_MESSAGES[lang],
    today: "2026-01-01",
    version: "0.0.0",
  });
  const file = await Deno.makeTempFile({ suffix: ".pdf" });
  await Deno.writeFile(file, bytes);
  const output = await new Deno.Command("pdftotext", {
    args: ["-layout", file, "-"],
    stdout: "piped",
  }).output();
  assert.ok(output.success);
  await Deno.remove(file);
  return new TextDecoder().decode(output.stdout).split("\f").filter((p) => p.trim() !== "");
}
