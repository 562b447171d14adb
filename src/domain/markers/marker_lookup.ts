/**
 * Looking a printed or typed name up in a marker index, without suggestions:
 * exactly by code, label, alias or parenthesis prefix; within the row's
 * specimen, also without the specimen words ("Glukoza" in a urine section);
 * then by loose spelling; then, when the full name misses, without a method
 * or generation suffix ("TSH 3. generacji", never when the stripped word
 * names another marker's analyte), as "Label (CODE)", as "CODE - label", or as "Label CODE".
 *
 * @module
 */

import { normalizeSpecimen } from "./dictionary.ts";
import { type Admit, admitting, type MarkerIndex, missIndexOf, TIERS } from "./marker_index.ts";
import { loosen, strippedForms } from "./name_forms.ts";
import { normalizeName } from "../text.ts";

/**
 * Which name of the marker matched: its code, label, alias or parenthesis
 * prefix; a name of its specimen without the specimen ("Glukoza" for
 * "Glukoza w moczu" in a urine section); or a variant of the printed name
 * (suffix stripped, signs spelled alike, "Label (CODE)").
 */
export type MatchTier = "code" | "label" | "alias" | "prefix" | "specimen" | "variant";

/** A name looked up: one marker, or the several it could be. */
export type Lookup =
  | { readonly kind: "found"; readonly code: string; readonly matched: MatchTier }
  | { readonly kind: "ambiguous"; readonly codes: readonly string[] };

function lookupIn(
  map: ReadonlyMap<string, readonly string[]> | undefined,
  key: string,
  admit: Admit,
  matched: MatchTier,
): Lookup | undefined {
  const codes = (map?.get(key) ?? []).filter(admit);
  if (codes.length === 0) return undefined;
  return codes.length === 1 ? { kind: "found", code: codes[0]!, matched } : {
    kind: "ambiguous",
    codes,
  };
}

function specimenContexts(specimen: string | undefined, section: string | undefined): string[] {
  if (specimen === undefined || specimen.trim() === "") return [];
  const base = normalizeSpecimen(specimen);
  const sediment = section !== undefined && /osad|sediment/.test(normalizeName(section));
  return sediment ? [`${base}:sediment`, base] : [base, `${base}:sediment`];
}

/** The name as printed, matched exactly (after normalising), within the row's specimen. */
function lookupName(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  for (const tier of TIERS) {
    const hit = lookupIn(index.tiers.get(tier), key, admit, tier);
    if (hit) return hit;
  }
  for (const context of contexts) {
    const hit = lookupIn(index.specimenNames.get(context), key, admit, "specimen");
    if (hit) return hit;
  }
  return lookupIn(missIndexOf(index).loose, loosen(key), admit, "variant");
}

/**
 * Whether some marker other than `code` has a name that starts with `base`
 * and carries `stem`: then the stripped word names another analyte
 * ("Bilirubina bezpośrednia" is not "Bilirubina").
 */
function suffixNamesAnother(
  index: MarkerIndex,
  base: string,
  stem: string,
  code: string,
): boolean {
  if (stem === "") return false;
  // Compared loosened, in any word order: "bilirubin.direct" and "direct bilirubin" too.
  const loose = loosen(base);
  const carries = new RegExp(stem);
  for (const [name, codes] of index.names) {
    const looseName = loosen(name);
    if (looseName.includes(loose) && carries.test(looseName) && codes.some((c) => c !== code)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether the words a lookup leaves out ("frakcja bezpośrednia" of
 * "Bilirubina - frakcja bezpośrednia") name another marker together with
 * the part it kept: then the kept part alone would be the wrong marker.
 */
function droppedWordsNameAnother(
  index: MarkerIndex,
  kept: string,
  dropped: string,
  code: string,
): boolean {
  return loosen(dropped).split(" ").filter((word) => word.length >= 4).some((word) =>
    suffixNamesAnother(index, kept, word.slice(0, 6), code)
  );
}

/** The printed name or a form of it without method suffixes. */
function lookupWithoutSuffixes(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const direct = lookupName(index, key, admit, contexts);
  if (direct) return direct;
  for (const form of strippedForms(key)) {
    const hit = lookupName(index, form.name, admit, contexts);
    if (!hit) continue;
    if (hit.kind === "ambiguous") return hit;
    if (form.stems.some((stem) => suffixNamesAnother(index, form.name, stem, hit.code))) {
      return undefined;
    }
    return { kind: "found", code: hit.code, matched: "variant" };
  }
  return undefined;
}

const LABEL_AND_CODE = /^(.+?)\s*\(([^()]+)\)$/;

/**
 * "Label (CODE)": the code in parentheses is a known code and the label does
 * not name another marker (a label that names nothing is taken on the code's
 * word). When the parenthesis holds another name of a marker ("Aminotransferaza
 * alaninowa (AlAT)", "ALT (AlAT)"), both parts must name the same marker.
 */
function lookupLabelAndCode(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const match = LABEL_AND_CODE.exec(key);
  if (!match) return undefined;
  const inner = match[2]!.trim();
  const byCode = lookupIn(index.tiers.get("code"), inner, admit, "variant");
  const byLabel = lookupWithoutSuffixes(index, match[1]!.trim(), admit, contexts);
  if (byCode?.kind !== "found") {
    const byName = lookupName(index, inner, admit, contexts);
    return byName?.kind === "found" && byLabel?.kind === "found" && byLabel.code === byName.code
      ? { kind: "found", code: byName.code, matched: "variant" }
      : undefined;
  }
  if (byLabel === undefined) return { kind: "found", code: byCode.code, matched: "variant" };
  if (byLabel.kind === "found") {
    return byLabel.code === byCode.code
      ? { kind: "found", code: byCode.code, matched: "variant" }
      : { kind: "ambiguous", codes: [byLabel.code, byCode.code] };
  }
  return byLabel.codes.includes(byCode.code)
    ? { kind: "found", code: byCode.code, matched: "variant" }
    : { kind: "ambiguous", codes: [...byLabel.codes, byCode.code] };
}

const CODE_DASH_LABEL = /^(\S+)\s+[-–—:]\s+(.+)$/;

/**
 * "CODE - label" ("WBC - leukocyty", "NEU% - neutrofile"), as some lab systems
 * print a row: the two parts must not name two different markers, except
 * that the printed abbreviation wins over its own base marker ("NEU%" is the
 * percentage, not the absolute neutrophil count its label also names).
 */
function lookupCodeDashLabel(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const match = CODE_DASH_LABEL.exec(key);
  if (!match) return undefined;
  const left = lookupName(index, match[1]!, admit, contexts);
  const right = lookupWithoutSuffixes(index, match[2]!.trim(), admit, contexts);
  if (left?.kind !== "found") {
    return left === undefined && right?.kind === "found"
      ? { kind: "found", code: right.code, matched: "variant" }
      : undefined;
  }
  // "Bilirubina - frakcja bezpośrednia": the label's words name direct bilirubin, not the code's total.
  if (right === undefined && droppedWordsNameAnother(index, match[1]!, match[2]!, left.code)) {
    return undefined;
  }
  if (right === undefined || (right.kind === "found" && right.code === left.code)) {
    return { kind: "found", code: left.code, matched: "variant" };
  }
  if (right.kind === "found" && left.code.startsWith(`${right.code}_`)) {
    return { kind: "found", code: left.code, matched: "variant" };
  }
  return {
    kind: "ambiguous",
    codes: right.kind === "found" ? [left.code, right.code] : [left.code, ...right.codes],
  };
}

/**
 * "Label NAME": a name, then one more word that is itself a code or a name of the same marker, as
 * a hospital system prints it ("Leukocyty WBC", "Sod Na", "Bialko C-reaktywne CRP"); or a name
 * printed in two languages, one after the other ("Вітамін B12 Vitamin B12"). Both parts must
 * name one marker; two different markers ("Cholesterol HDL") are no match.
 */
function lookupLabelThenName(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const match = /^(.+\S)\s+(\S+)$/.exec(key);
  if (!match) return undefined;
  const last = lookupIn(index.tiers.get("code"), match[2]!, admit, "variant") ??
    lookupName(index, match[2]!, admit, contexts);
  if (last?.kind === "found") {
    const rest = lookupWithoutSuffixes(index, match[1]!, admit, contexts);
    if (rest?.kind === "found" && rest.code === last.code) {
      return { kind: "found", code: last.code, matched: "variant" };
    }
  }
  return lookupTwoNames(index, key, admit, contexts);
}

/** The most words a name of two languages is split at: the work stays bounded. */
const TWO_NAMES_MAX_WORDS = 12;

/** "Вітамін B12 Vitamin B12": two names of one marker, each of two words or more, one after the other. */
function lookupTwoNames(
  index: MarkerIndex,
  key: string,
  admit: Admit,
  contexts: readonly string[],
): Lookup | undefined {
  const words = key.split(/\s+/);
  if (words.length < 4 || words.length > TWO_NAMES_MAX_WORDS) return undefined;
  for (let cut = 2; cut <= words.length - 2; cut++) {
    const left = lookupWithoutSuffixes(index, words.slice(0, cut).join(" "), admit, contexts);
    if (left?.kind !== "found") continue;
    const right = lookupWithoutSuffixes(index, words.slice(cut).join(" "), admit, contexts);
    if (right?.kind === "found" && right.code === left.code) {
      return { kind: "found", code: left.code, matched: "variant" };
    }
  }
  return undefined;
}

/**
 * Every way of matching a normalised query, without suggestions, among the
 * markers of `specimen` (all without one), preferring sediment items under a
 * sediment `section`.
 */
export function lookupQuery(
  index: MarkerIndex,
  key: string,
  specimen?: string,
  section?: string,
): Lookup | undefined {
  if (key === "") return undefined;
  const admit = admitting(index, specimen);
  const contexts = specimenContexts(specimen, section);
  return lookupWithoutSuffixes(index, key, admit, contexts) ??
    lookupLabelAndCode(index, key, admit, contexts) ??
    lookupCodeDashLabel(index, key, admit, contexts) ??
    lookupLabelThenName(index, key, admit, contexts);
}
