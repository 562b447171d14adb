/**
 * The kinds of file people bring besides PDFs, e-mails and sheets, as layout
 * features of the fourth stream: a patient portal's page saved from the
 * browser (`file:html`, in a charset), results copied into a text file
 * (`file:txt`, tabs or runs of spaces, in an encoding), and a letter written
 * in a word processor (`file:docx`, `file:odt`, a real table or tabbed
 * lines). Rendered by `render_kinds.ts`.
 *
 * @module
 */

import fc from "fast-check";
import type { Layout } from "./features.ts";

/**
 * A text kind's form (`textForm`: a real table, tab-separated lines or runs of
 * spaces) and bytes (`charset`: UTF-8, with a BOM, UTF-16 with its BOM, `ansi`
 * the language's own code page, Windows-1250 or Windows-1251 for Ukrainian,
 * or ISO-8859-2), at their plainest.
 */
export const PLAIN_KINDS = { textForm: "table", charset: "utf-8" } as const;

/** The arbitraries of a text kind's form and bytes (drawn for every document, used by these kinds). */
export const KINDS = {
  textForm: fc.constantFrom<Layout["textForm"][]>("table", "tabs", "spaces"),
  // deno-fmt-ignore
  charset: fc.constantFrom<Layout["charset"][]>("utf-8", "utf-8-bom", "utf-16", "ansi", "iso-8859-2"),
};

/** Whether a layout is a saved page, a text file or a word processor's letter. */
export function isTextKind(layout: Pick<Layout, "file">): boolean {
  return ["html", "txt", "docx", "odt"].includes(layout.file);
}

/**
 * A layout's form and charset as its kind of file can have them: a page has a
 * table and any charset; a text file tabs or spaces (its single-byte code page
 * is `ansi`); a word processor's letter a table or tabs, in UTF-8 (its XML);
 * any other file the plain ones. Idempotent.
 */
export function kindsNormalised(layout: Layout): Layout {
  const { file, textForm, charset } = layout;
  if (file === "html") return { ...layout, textForm: "table" };
  if (file === "txt") {
    return {
      ...layout,
      textForm: textForm === "table" ? "tabs" : textForm,
      charset: charset === "iso-8859-2" ? "ansi" : charset,
    };
  }
  if (file === "docx" || file === "odt") {
    return { ...layout, textForm: textForm === "spaces" ? "tabs" : textForm, charset: "utf-8" };
  }
  return { ...layout, textForm: "table", charset: "utf-8" };
}

/** The feature names of a text kind (none for any other file). */
export function kindFeatures(layout: Layout): string[] {
  if (layout.file === "html") return ["file:html", `charset:${layout.charset}`];
  if (layout.file === "txt") {
    return ["file:txt", `txt:${layout.textForm}`, `charset:${layout.charset}`];
  }
  if (layout.file === "docx" || layout.file === "odt") {
    return [`file:${layout.file}`, `word:${layout.textForm}`];
  }
  return [];
}
