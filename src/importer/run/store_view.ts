/**
 * What an import run reads from the data directory before it decides
 * anything: the store's dictionary index, the duplicate keys of every
 * stored measurement and the codes with numeric results (a dry run over an
 * unreadable store falls back to the built-in dictionary), and the pending
 * alias proposals.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { preparedDictionary } from "../../store/prepared_dictionary.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { ResultStore, StoreUnreadableError } from "../../store/store.ts";
import {
  parseProposals,
  type Proposal,
  PROPOSALS_NAME,
  sameMeasurementKey,
} from "../classify/mod.ts";
import { normalizeName } from "../../domain/text.ts";
import { aliasOf } from "../write/mod.ts";

/** The store as an import run sees it. */
export interface StoreView {
  readonly index: MarkerIndex;
  /** Duplicate keys of every stored measurement. */
  readonly known: Set<string>;
  /** Codes with a numeric reading in the store. */
  readonly numeric: Set<string>;
}

/** Reads the store (see the module doc). */
export async function loadStore(dataDir: string, dryRun: boolean): Promise<StoreView> {
  const store = new ResultStore(dataDir, builtinLayer());
  await store.checkDictionary();
  try {
    const snapshot = await store.snapshot();
    const known = new Set<string>();
    const numeric = new Set<string>();
    for (const code of snapshot.codes()) {
      const readings = snapshot.readings(code);
      for (let i = 0; i < readings.length; i++) {
        const reading = readings.at(i);
        if (!reading) continue;
        known.add(sameMeasurementKey(reading));
        if (typeof reading.value === "number") numeric.add(code);
      }
    }
    return { index: snapshot.index, known, numeric };
  } catch (error) {
    if (dryRun && error instanceof StoreUnreadableError) {
      return {
        index: preparedDictionary(builtinLayer(), undefined).index,
        known: new Set(),
        numeric: new Set(),
      };
    }
    throw error;
  }
}

/** The pending proposals, or none when the file is absent. */
export async function readProposals(dataDir: string): Promise<Proposal[]> {
  try {
    return parseProposals(await Deno.readTextFile(`${dataDir}/${PROPOSALS_NAME}`));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}

/**
 * The specimen recorded with a pending proposal of this name (`{ specimen:
 * "urine" }`), or `{}`: a marker created for rows printed under a urine
 * heading must be a urine marker, or those rows never resolve to it. A
 * proposals file that cannot be read gives `{}`; the import reports it.
 */
export async function proposedSpecimen(
  dataDir: string,
  name: string,
): Promise<{ specimen?: string }> {
  const proposals = await readProposals(dataDir).catch(() => []);
  const key = normalizeName(aliasOf(name));
  const specimen = proposals.find((p) => normalizeName(p.name) === key)?.specimen;
  return specimen === undefined ? {} : { specimen };
}
