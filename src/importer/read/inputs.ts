/**
 * Finding the documents to import: files named on the command line, and the
 * supported files inside named folders (recursively; hidden entries and
 * symlinks are skipped, and so is the `NAME_files` folder a browser saves
 * beside a page `NAME.html`: its pictures and scripts are the page's). The
 * kind of a file comes from its extension (a spreadsheet `.xlsx`, an e-mail
 * `.eml`, a saved page `.html`, a `.docx` among them); an
 * XML file's kind of export comes from its root element.
 *
 * @module
 */

import { isCda } from "./cda.ts";
import { isDiagnostykaXml } from "./diagnostyka.ts";
import type { XmlElement } from "./xml.ts";

/**
 * The kinds of document the importer reads (`xlsx`: any spreadsheet, `.ods` and `.xls` too;
 * `html`: a page saved from a browser; `txt`: plain text, a Markdown note too; `word`: `.docx`, `.odt` or `.rtf`; `hl7`: an
 * HL7 v2 message).
 */
export type InputKind =
  | "csv"
  | "xlsx"
  | "fhir"
  | "xml"
  | "pdf"
  | "image"
  | "eml"
  | "html"
  | "txt"
  | "word"
  | "hl7";

/** The kinds of XML export the importer reads. */
export type XmlExportKind = "diagnostyka" | "cda";

/**
 * The kind of an XML export by its root element: Diagnostyka's `<result>`
 * (with a `header` or `group`) or HL7 CDA's `<ClinicalDocument>`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseXml } from "./xml.ts";
 * assert.equal(xmlExportKind(parseXml('<ClinicalDocument xmlns="urn:hl7-org:v3"/>')), "cda");
 * assert.equal(xmlExportKind(parseXml("<result><header/></result>")), "diagnostyka");
 * assert.equal(xmlExportKind(parseXml("<html/>")), undefined);
 * ```
 */
export function xmlExportKind(root: XmlElement): XmlExportKind | undefined {
  if (isDiagnostykaXml(root)) return "diagnostyka";
  if (isCda(root)) return "cda";
  return undefined;
}

const EXTENSIONS: Readonly<Record<string, InputKind>> = {
  csv: "csv",
  tsv: "csv",
  xlsx: "xlsx",
  ods: "xlsx",
  xls: "xlsx",
  json: "fhir",
  xml: "xml",
  pdf: "pdf",
  png: "image",
  jpg: "image",
  jpeg: "image",
  tif: "image",
  tiff: "image",
  bmp: "image",
  webp: "image",
  eml: "eml",
  html: "html",
  htm: "html",
  txt: "txt",
  md: "txt",
  markdown: "txt",
  docx: "word",
  odt: "word",
  rtf: "word",
  hl7: "hl7",
};

/**
 * The supported extensions, for messages.
 *
 * @internal the test checks the list of formats a refusal prints names each reader, without a file to refuse.
 */
export const SUPPORTED = Object.keys(EXTENSIONS).map((ext) => `.${ext}`).join(", ");

/**
 * The kind of a document by its extension, or `undefined` if unsupported.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(inputKind("/x/Wyniki.PDF"), "pdf");
 * assert.equal(inputKind("/x/notes.docx"), "word");
 * assert.equal(inputKind("/x/IMG_0412.HEIC"), undefined);
 * ```
 */
export function inputKind(path: string): InputKind | undefined {
  const ext = /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase();
  return ext === undefined ? undefined : EXTENSIONS[ext];
}

/** Kinds of file people keep that no reader reads, named in messages with their way out. */
const UNREAD_KINDS: Readonly<Record<string, string>> = {
  heic: "an iPhone photo (HEIC): export it as JPEG",
  heif: "a photo in HEIF: export it as JPEG",
  doc: "a Word 97-2003 document: save it as .docx",
  wps: "a Works document: save it as .docx",
  pages: "an Apple Pages document: export it to PDF or Word",
  numbers: "an Apple Numbers spreadsheet: export it to Excel or CSV",
  key: "an Apple Keynote presentation: export it to PDF",
  ppt: "a PowerPoint presentation: export it to PDF",
  pptx: "a PowerPoint presentation: export it to PDF",
  odp: "an OpenDocument presentation: export it to PDF",
  xps: "an XPS document: print it to PDF",
  oxps: "an XPS document: print it to PDF",
  mht: "a saved web archive: open it in the browser and save it as a web page (.html)",
  mhtml: "a saved web archive: open it in the browser and save it as a web page (.html)",
  webarchive: "a Safari web archive: save the page as .html, or print it to PDF",
  msg: "an Outlook message: save it as .eml",
  zip: "a ZIP archive: unpack it and import the folder",
  rar: "a RAR archive: unpack it and import the folder",
  "7z": "a 7-Zip archive: unpack it and import the folder",
  dcm: "a DICOM image (a scan's picture, not a lab result)",
};

/**
 * The kind of a file no reader reads, for messages: its extension, and what it is with the
 * first way out where the kind is known (`".pages" files (an Apple Pages document: export it
 * to PDF or Word)`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unreadKind("/x/Wyniki.pages"), '".pages" files (an Apple Pages document: export it to PDF or Word)');
 * assert.equal(unreadKind("/x/plik.xyz"), '".xyz" files');
 * assert.equal(unreadKind("/x/README"), "a file with no extension");
 * ```
 */
export function unreadKind(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (ext === undefined) return "a file with no extension";
  const known = UNREAD_KINDS[ext];
  return known === undefined ? `".${ext}" files` : `".${ext}" files (${known})`;
}

/**
 * Why a file of no known kind is not read, and the way out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(unsupported("/x/IMG_1.heic"), /no reader reads "\.heic" files .* export it to PDF .*transcribe_lab_document .*"IMG_1\.transcript\.csv"/);
 * ```
 *
 * @internal doc test: its example pins the message without a file to refuse.
 */
export function unsupported(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  const base = name.replace(/\.[^.]+$/, "");
  return `${
    ext === undefined ? "a file with no extension" : `no reader reads ${unreadKind(path)}`
  } (supported are ${SUPPORTED}); export it to PDF (or save it as one of those), or transcribe it: attach it in Claude Desktop, run the transcribe_lab_document prompt, save the CSV beside it as "${base}.transcript.csv" and import the folder`;
}

/** A document to import. */
export interface InputFile {
  readonly path: string;
  readonly kind: InputKind;
}

/** The documents found, what was wrong with the named paths, and the files of a folder left out. */
export interface CollectedInputs {
  readonly files: InputFile[];
  readonly problems: string[];
  /** Files inside named folders that are of no kind the importer reads (the run names each). */
  readonly skipped: string[];
}

/**
 * Whether a folder holds a saved page's assets: `NAME_files` beside
 * `NAME.html` or `NAME.htm` ("Web page, complete").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(isPageAssets("Wyniki_files", new Set(["Wyniki.html", "Wyniki_files"])));
 * assert.ok(!isPageAssets("Wyniki_files", new Set(["Wyniki.pdf", "Wyniki_files"])));
 * ```
 *
 * @internal doc test: its example pins the rule by names, without a folder on disk.
 */
export function isPageAssets(folder: string, names: ReadonlySet<string>): boolean {
  const page = /^(.+)_files$/.exec(folder)?.[1];
  return page !== undefined &&
    [".html", ".htm", ".HTML", ".HTM"].some((ext) => names.has(page + ext));
}

async function walk(dir: string, files: InputFile[], skipped: string[]): Promise<void> {
  const entries: Deno.DirEntry[] = [];
  for await (const entry of Deno.readDir(dir)) entries.push(entry);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const names = new Set(entries.filter((e) => e.isFile).map((e) => e.name));
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.isSymlink) continue;
    // A saved page's pictures, styles and scripts: the page is read, they are not documents.
    if (entry.isDirectory && isPageAssets(entry.name, names)) continue;
    const path = `${dir.replace(/[\\/]+$/, "")}/${entry.name}`;
    if (entry.isDirectory) await walk(path, files, skipped);
    else if (entry.isFile) {
      const kind = inputKind(entry.name);
      if (kind !== undefined) files.push({ path, kind });
      else skipped.push(path);
    }
  }
}

/**
 * Collects the documents behind the named paths, in the order given. A file
 * named on the command line that is of no known kind is a problem; one found
 * in a folder is skipped with a note, never silently.
 */
export async function collectInputs(paths: readonly string[]): Promise<CollectedInputs> {
  const files: InputFile[] = [];
  const problems: string[] = [];
  const skipped: string[] = [];
  for (const path of paths) {
    let info: Deno.FileInfo;
    try {
      info = await Deno.lstat(path);
    } catch (error) {
      problems.push(
        `Cannot read "${path}": ${
          error instanceof Deno.errors.NotFound ? "it does not exist" : String(error)
        }`,
      );
      continue;
    }
    if (info.isSymlink) {
      problems.push(`Cannot read "${path}": it is a symlink; name the file it points to`);
    } else if (info.isDirectory) {
      const before = files.length;
      await walk(path, files, skipped);
      if (files.length === before) {
        problems.push(`No documents in "${path}": supported are ${SUPPORTED}`);
      }
    } else {
      const kind = inputKind(path);
      if (kind === undefined) {
        problems.push(`Cannot import "${path}": ${unsupported(path)}`);
      } else files.push({ path, kind });
    }
  }
  const seen = new Set<string>();
  return {
    files: files.filter((f) => !seen.has(f.path) && seen.add(f.path)),
    problems,
    skipped,
  };
}
