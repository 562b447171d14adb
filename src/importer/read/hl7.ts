/**
 * HL7 v2 result messages (ORU^R01), as a lab portal offers them for download
 * (`.hl7`, or a `.txt` that starts with `MSH|`): segments ended by CR (or CR
 * LF, or LF), the separators the `MSH` segment declares, escape sequences
 * (`\F\ \S\ \T\ \R\ \E\`, `\.br\`) undone. Every `OBX` with a value is one row:
 * its name from `OBX-3` (a LOINC code through the dictionary), its value by
 * `OBX-2` (`NM` a number; `SN` a comparator and a number; text otherwise),
 * its unit from `OBX-6`, range from `OBX-7`, flag from `OBX-8`, its date from
 * `OBX-14`, else the collection time of its order (`OBR-7`); a result whose
 * status (`OBX-11`) says it was cancelled, deleted or is wrong is left out
 * with a note. Everything of `PID`, `NK1` and the ordering people and order
 * numbers (`ORC`, `OBR`, `PV1`) is identity, never a row.
 *
 * @module
 */

import { missingDateReason, type ParsedDocument, type RawRow, rawRow } from "../document.ts";
import { cdaDate } from "./cda.ts";
import { exportRange } from "./export_range.ts";
import { exportReading, type ExportValue, readExportValue } from "./export_value.ts";
import type { LoincLookup } from "./fhir.ts";
import { labFlagOfInterpretation } from "../cell/mod.ts";
import { specimenOf } from "../table/mod.ts";
import { loincNames } from "./loinc_name.ts";

/** Result statuses (`OBX-11`) of no result: cannot be obtained, deleted, wrong, not asked. */
const NO_RESULT_STATUSES: Readonly<Record<string, string>> = {
  X: "the result could not be obtained (status X)",
  D: "the result was deleted (status D)",
  W: "the result was posted wrongly (status W)",
  N: "not asked for (status N)",
};

/** Whether a text is an HL7 v2 message: it starts with an `MSH` segment. */
export function isHl7Message(text: string): boolean {
  return /^\uFEFF?\s*MSH[|^~\\&#]/.test(text);
}

interface Separators {
  readonly field: string;
  readonly component: string;
  readonly repetition: string;
  readonly escape: string;
  readonly sub: string;
}

/** A segment's fields (field 0 its name), each field's repetitions, each one's components. */
type Segment = readonly string[];

function separatorsOf(msh: string): Separators {
  const field = msh[3] ?? "|";
  const chars = msh.slice(4).split(field)[0] ?? "^~\\&";
  return {
    field,
    component: chars[0] ?? "^",
    repetition: chars[1] ?? "~",
    escape: chars[2] ?? "\\",
    sub: chars[3] ?? "&",
  };
}

/**
 * A field's text with the message's escape sequences undone.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const seps = { field: "|", component: "^", repetition: "~", escape: "\\", sub: "&" };
 * assert.equal(unescapeHl7("10\\S\\3/uL", seps), "10^3/uL");
 * assert.equal(unescapeHl7("lipemic \\T\\ icteric\\.br\\x", seps), "lipemic & icteric x");
 * ```
 *
 * @internal tested alone: each escape of a field, without a message around it.
 */
export function unescapeHl7(text: string, seps: Separators): string {
  const e = seps.escape;
  if (e === "" || !text.includes(e)) return text;
  const map: Record<string, string> = {
    F: seps.field,
    S: seps.component,
    T: seps.sub,
    R: seps.repetition,
    E: e,
  };
  const escaped = e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(
    new RegExp(`${escaped}([^${escaped}]*)${escaped}`, "g"),
    (_m, code: string) => map[code] ?? (/^\.br$/i.test(code) ? " " : ""),
  );
}

/** The components of a field's first repetition, unescaped. */
function components(field: string | undefined, seps: Separators): string[] {
  if (field === undefined || field === "") return [];
  const first = field.split(seps.repetition)[0] ?? "";
  return first.split(seps.component).map((c) =>
    unescapeHl7(c.split(seps.sub)[0] ?? "", seps).trim()
  );
}

/** Every repetition's components, unescaped. */
function repetitions(field: string | undefined, seps: Separators): string[][] {
  if (field === undefined || field === "") return [];
  return field.split(seps.repetition).map((r) => components(r, seps));
}

/** A person's name field (XPN/XCN: family first) in the spellings a document prints. */
function personNames(parts: readonly string[]): string[] {
  const [family, given, middle] = parts;
  if (!family) return [];
  const out = [family];
  if (given) {
    out.push(`${given} ${family}`, `${family}, ${given}`, `${family} ${given}`);
    if (middle) out.push(`${given} ${middle} ${family}`, `${family}, ${given} ${middle}`);
  }
  return out;
}

/** The identity strings of one segment: the person, their ids, address, phones; people and orders. */
function identityOfSegment(segment: Segment, seps: Separators): string[] {
  const found: string[] = [];
  const ids = (n: number) => repetitions(segment[n], seps).map((r) => r[0] ?? "");
  const people = (n: number) =>
    repetitions(segment[n], seps).flatMap((r) => [r[0] ?? "", ...personNames(r.slice(1))]);
  switch (segment[0]) {
    case "PID":
    case "NK1": {
      const pid = segment[0] === "PID";
      found.push(...ids(2), ...ids(3), ...ids(4), ...ids(18), ...ids(19), ...ids(20));
      for (const n of repetitions(segment[pid ? 5 : 2], seps)) found.push(...personNames(n));
      if (pid) { for (const n of repetitions(segment[6], seps)) found.push(...personNames(n)); }
      const birth = pid ? components(segment[7], seps)[0] : undefined;
      if (birth) found.push(birth, cdaDate(birth.slice(0, 8)) ?? "");
      for (const address of repetitions(segment[pid ? 11 : 4], seps)) {
        found.push(...address.slice(0, 5));
      }
      for (const n of pid ? [13, 14] : [5, 6]) {
        for (const phone of repetitions(segment[n], seps)) {
          const [number = "", , , email = "", , area = "", local = ""] = phone;
          found.push(number, email, `${area}${local}`, local);
        }
      }
      break;
    }
    case "PV1":
      found.push(...people(7), ...people(8), ...people(9), ...people(17), ...ids(19));
      break;
    case "ORC":
      found.push(...ids(2), ...ids(3), ...ids(4), ...people(10), ...people(11), ...people(12));
      break;
    case "OBR":
      found.push(...ids(2), ...ids(3), ...people(16), ...people(28), ...people(32), ...people(34));
      break;
  }
  return found;
}

interface Order {
  readonly time?: string | undefined;
  readonly name?: string | undefined;
  readonly specimen?: string | undefined;
}

/** An OBX's value by its type: a number, a comparator and a number, or the text as printed. */
function valueOf(type: string, field: string | undefined, seps: Separators): ExportValue {
  const parts = components(field, seps);
  if (type === "SN") {
    const [comparator = "", first = "", separator = "", second = ""] = parts;
    const printed = separator || second
      ? `${comparator}${first}${separator}${second}`
      : `${comparator}${first}`;
    return readExportValue(printed);
  }
  // A coded value (CE, CWE) prints its text; any other type its first component.
  const text = type === "CE" || type === "CWE" ? parts[1] || parts[0] : parts.join(" ");
  return readExportValue(text ?? "");
}

/** Parses an HL7 v2 message into rows. */
export function parseHl7(text: string, loinc: LoincLookup): ParsedDocument {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  const seps = separatorsOf(body);
  const lines = body.split(/\r\n|\r|\n/).filter((l) => l.trim() !== "");
  const segments: { segment: Segment; line: number }[] = lines.map((l, i) => ({
    segment: l.split(seps.field),
    line: i + 1,
  }));
  // MSH-1 is the field separator itself: MSH's fields are counted one further along.
  const msh = segments.find((s) => s.segment[0] === "MSH")?.segment;
  const sendingLab = msh ? components(msh[3], seps)[0] : undefined;
  const identity = segments.flatMap((s) => identityOfSegment(s.segment, seps)).filter((s) =>
    s.trim().length > 1
  );
  const rows: RawRow[] = [];
  const notes: string[] = [];
  let order: Order = {};
  for (const { segment, line } of segments) {
    if (segment[0] === "OBR") {
      const service = components(segment[4], seps);
      const name = service[1] || service[4] || service[0];
      const source = components(segment[15], seps);
      order = {
        time: components(segment[7], seps)[0] || undefined,
        name,
        specimen: specimenOf(source[1] || source[0] || "") ?? specimenOf(name ?? ""),
      };
      continue;
    }
    if (segment[0] !== "OBX") continue;
    const where = `segment ${line} (OBX)`;
    const status = components(segment[11], seps)[0]?.toUpperCase() ?? "";
    if (NO_RESULT_STATUSES[status] !== undefined) {
      notes.push(`${where}: ${NO_RESULT_STATUSES[status]}; skipped`);
      continue;
    }
    const code = components(segment[3], seps);
    const [id, name, system, altId, altName, altSystem] = code;
    const printed = [name, altName].filter((n): n is string => !!n);
    const english = loincNames(printed);
    const names = [...new Set([...printed, ...english.names])];
    const shown = names[0] ?? id;
    if (!shown) {
      notes.push(`${where}: an observation with no code or name; skipped`);
      continue;
    }
    const loincCode = system === "LN" ? id : altSystem === "LN" ? altId : undefined;
    const read = valueOf((segment[2] ?? "").trim().toUpperCase(), segment[5], seps);
    const unitParts = components(segment[6], seps);
    const unit = unitParts[0] || unitParts[1] || undefined;
    const rangeText = unescapeHl7(segment[7] ?? "", seps).trim();
    const { range, note } = exportRange(undefined, undefined, rangeText || undefined);
    if (note !== undefined) notes.push(`${where}: ${note}`);
    const flag = repetitions(segment[8], seps).map((r) => labFlagOfInterpretation(r[0]))
      .find((f) => f !== undefined);
    const printedTime = components(segment[14], seps)[0] || order.time;
    const date = cdaDate(printedTime);
    const performer = components(segment[23], seps)[0] || components(segment[15], seps)[1] ||
      sendingLab;
    rows.push(rawRow({
      where,
      name: shown,
      code: loincCode === undefined ? undefined : loinc(loincCode),
      alternatives: names.length > 1 ? names.slice(1) : undefined,
      date,
      ...exportReading(read, unit, range, flag),
      specimen: order.specimen ?? english.specimen,
      section: order.name,
      dateProblem: missingDateReason(printedTime, date),
      labCode: system !== "LN" && id ? id : altSystem !== "LN" && altId ? altId : undefined,
      lab: performer || undefined,
    }));
  }
  const holds = rows.length === 0 && !segments.some((s) => s.segment[0] === "OBX")
    ? ["the HL7 message holds no results (no OBX segment)"]
    : [];
  return { format: "hl7", rows, identity: [...new Set(identity)], holds, notes };
}
