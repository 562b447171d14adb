/**
 * A lab's e-mail saved as `.eml`: the MIME message is decoded by
 * `postal-mime` (quoted-printable or base64, any charset, nested parts), and
 * one body is read, never both: the HTML part when it holds a table (each
 * table row a line with aligned cells), else the plain-text part (tab-
 * separated lines aligned the same way), else the HTML part's text. The
 * addresses and names of the people it was sent to are identity strings.
 * Attachments that the importer reads on their own (PDF, CSV, XML, FHIR
 * JSON, a spreadsheet) are handed back to be read as documents too.
 *
 * @module
 */

import { htmlLines, textLines } from "./html_lines.ts";
import { type InputKind, inputKind } from "./inputs.ts";

/** An attachment the importer can read as a document of its own. */
export interface EmailAttachment {
  readonly name: string;
  readonly kind: InputKind;
  readonly bytes: Uint8Array;
}

/** What an e-mail gives the importer. */
export interface EmailContent {
  /** The body chosen, as text lines (tables aligned into columns). */
  readonly lines: readonly string[];
  /** Which body part the lines come from. */
  readonly part: "html" | "text" | "none";
  /** Names and addresses of the people the message was sent to or from. */
  readonly identity: readonly string[];
  readonly attachments: readonly EmailAttachment[];
  /** Attachments not read, for the notes: name and why. */
  readonly skipped: readonly string[];
}

/**
 * Why an `.eml` file is not an e-mail message the importer can read.
 *
 * @internal test seam: the tests tell a refusal of a file from a crash by this class.
 */
export class EmailError extends Error {
  override name = "EmailError";
}

/** A header line (`Name: value`) at the start of a message. */
const HEADER_LINE = /^[!-9;-~]+:[ \t]?/;

/** The header names that every e-mail client writes; one of them must be present. */
const MESSAGE_HEADERS = /^(from|to|subject|date|mime-version|content-type|message-id|received):/im;

/**
 * Whether the bytes start like an e-mail message: header lines, then a blank
 * line, with at least one of the usual headers.
 */
function checkMessage(bytes: Uint8Array): void {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 64 * 1024));
  if (head.trim() === "") throw new EmailError("the file is empty");
  const end = head.search(/\r?\n\r?\n/);
  const headers = (end < 0 ? head : head.slice(0, end)).split(/\r?\n/);
  const first = headers[0] ?? "";
  if (!HEADER_LINE.test(first) && !/^From \S/.test(first)) {
    throw new EmailError(
      'it is not an e-mail message: it does not start with header lines such as "From:" and "Subject:"; save the message from your mail program as .eml (or save its attachment)',
    );
  }
  if (!MESSAGE_HEADERS.test(headers.join("\n"))) {
    throw new EmailError(
      'it is not an e-mail message: none of the headers "From", "To", "Subject", "Date" or "Content-Type" is there',
    );
  }
  if (end < 0 && bytes.length > head.length) {
    throw new EmailError("its header is longer than 64 KiB with no blank line after it");
  }
}

interface Address {
  readonly name?: string | undefined;
  readonly address?: string | undefined;
  readonly group?: readonly Address[] | undefined;
}

function addressStrings(addresses: readonly Address[] | Address | undefined): string[] {
  if (addresses === undefined) return [];
  const list = Array.isArray(addresses) ? addresses : [addresses as Address];
  return list.flatMap((a) => [
    ...(a.name ? [a.name.trim()] : []),
    ...(a.address ? [a.address.trim()] : []),
    ...addressStrings(a.group),
  ]).filter((s) => s.length >= 3);
}

/**
 * Reads an e-mail message. Throws an {@link EmailError} when the bytes are
 * no e-mail message.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const eml = "From: lab@example.org\r\nTo: Anna Test <anna@example.org>\r\nSubject: Wyniki\r\n" +
 *   "Content-Type: text/plain; charset=utf-8\r\n\r\nGlukoza\t92\tmg/dl\r\n";
 * const mail = await readEmail(new TextEncoder().encode(eml));
 * assert.deepEqual(mail.lines, ["Glukoza    92    mg/dl"]);
 * assert.ok(mail.identity.includes("Anna Test"));
 * ```
 */
export async function readEmail(file: Uint8Array): Promise<EmailContent> {
  // A byte order mark some programs write before the first header.
  const bom = file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf;
  const bytes = bom ? file.subarray(3) : file;
  checkMessage(bytes);
  // Loaded when the first e-mail is read: the read stage's face stays light.
  const { default: PostalMime } = await import("postal-mime");
  let email;
  try {
    email = await PostalMime.parse(bytes, { attachmentEncoding: "arraybuffer" });
  } catch (error) {
    throw new EmailError(
      `the e-mail message cannot be decoded: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  const identity = [
    ...addressStrings(email.to as Address[] | undefined),
    ...addressStrings(email.cc as Address[] | undefined),
    ...addressStrings(email.bcc as Address[] | undefined),
    ...addressStrings(email.replyTo as Address[] | undefined),
    ...(email.deliveredTo ? [email.deliveredTo] : []),
    ...(email.from !== undefined && "address" in email.from && email.from.address
      ? [email.from.address]
      : []),
  ];
  const html = email.html;
  const text = email.text;
  let lines: string[] = [];
  let part: EmailContent["part"] = "none";
  if (html !== undefined && /<t[dh]\b/i.test(html)) {
    lines = htmlLines(html);
    part = "html";
  } else if (text !== undefined && text.trim() !== "") {
    lines = textLines(text);
    part = "text";
  } else if (html !== undefined) {
    lines = htmlLines(html);
    part = "html";
  }
  const attachments: EmailAttachment[] = [];
  const skipped: string[] = [];
  for (const attachment of email.attachments) {
    const name = attachment.filename ?? "";
    if (attachment.related || (name === "" && attachment.disposition !== "attachment")) continue;
    const kind = inputKind(name) ??
      (attachment.mimeType === "application/pdf" ? "pdf" : undefined);
    const content = attachment.content;
    // A picture shown inside the message (a logo, a signature) is no document.
    if (kind === "image" && attachment.disposition !== "attachment") continue;
    if (kind === undefined || kind === "eml" || typeof content === "string") {
      skipped.push(name === "" ? `an attachment of type ${attachment.mimeType}` : `"${name}"`);
      continue;
    }
    attachments.push({ name: name || "attachment.pdf", kind, bytes: new Uint8Array(content) });
  }
  return { lines, part, identity, attachments, skipped };
}
