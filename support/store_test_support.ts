/**
 * What the store's tests share: temp data directories with given files or a
 * fixture copied in, the values and problems of a snapshot, and a write that
 * is sure to change the file's mtime.
 *
 * @module
 */

import { builtinLayer } from "../src/store/builtin.ts";
import { ResultStore, type StoreSnapshot } from "../src/store/store.ts";

export const FIXTURES = new URL("../tests/fixtures/store/", import.meta.url);
export const BUILTIN = builtinLayer();
export function line(reading: Record<string, unknown>): string {
  return `${JSON.stringify(reading)}\n`;
}
export const FERR_2023 = line({ code: "FERR", date: "2023-01-10", value: 20, unit: "µg/L" });
export const FERR_2024 = line({ code: "FERR", date: "2024-01-10", value: 30, unit: "µg/L" });
export const FERR_2025 = line({ code: "FERR", date: "2025-01-10", value: 40, unit: "µg/L" });
/** A temp data directory, removed after `body`. Files are given by name and text. */
export async function withDataDir(
  files: Record<string, string>,
  body: (dir: string, store: ResultStore) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-store-" });
  try {
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    await body(dir, new ResultStore(dir, BUILTIN));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
/** Copies a fixture directory into a temp one (renaming `*.txt` fixtures to their real name). */
export async function copyFixture(name: string, dir: string): Promise<void> {
  for await (const entry of Deno.readDir(new URL(`${name}/`, FIXTURES))) {
    const target = entry.name.endsWith(".yaml.txt") ? entry.name.slice(0, -4) : entry.name;
    await Deno.copyFile(new URL(`${name}/${entry.name}`, FIXTURES), `${dir}/${target}`);
  }
}
export function values(snapshot: StoreSnapshot, code: string): (number | string)[] {
  const readings = snapshot.readings(code);
  return Array.from({ length: readings.length }, (_, i) => readings.at(i)!.value);
}
export function problemsOf(
  snapshot: StoreSnapshot,
  kind: string,
): { file?: string; line?: number; message: string }[] {
  return snapshot.problems.filter((p) => p.kind === kind).map(({ kind: _, ...rest }) => rest);
}
/** Ensures the next write gets a different mtime even on coarse file systems. */
export async function touchLater(path: string, text: string, append = false): Promise<void> {
  const before = (await Deno.stat(path).catch(() => undefined))?.mtime?.getTime();
  await Deno.writeTextFile(path, text, { append });
  const after = (await Deno.stat(path)).mtime?.getTime();
  if (before !== undefined && after === before) {
    await Deno.utime(path, new Date(), new Date(before + 1000));
  }
}

/** `count` readings of one dense series, one line each, distinct by time. */
export function denseLines(count: number, code = "GLU"): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const minutes = i * 5;
    const day = 1 + Math.floor(minutes / 1440);
    const date = `2024-${String(1 + Math.floor((day - 1) / 28)).padStart(2, "0")}-${
      String(1 + ((day - 1) % 28)).padStart(2, "0")
    }T${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${
      String(minutes % 60).padStart(2, "0")
    }:00`;
    parts.push(`{"code":"${code}","date":"${date}","value":${100 + (i % 50)},"unit":"mg/dL"}\n`);
  }
  return parts.join("");
}
