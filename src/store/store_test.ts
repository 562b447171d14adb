// Guards the store on disk, in temp directories: every *.ndjson in name order,
// symlinks never followed (a symlink's target is never read, nor shown in any
// message), bad lines reported with file and line, duplicates and unknown
// codes reported, live reload of appended, replaced, deleted and added files,
// a half-written last line, a missing data directory, and the overlay.

import assert from "node:assert/strict";
import { checkReport } from "../cli/check.ts";
import { FLAGS } from "../domain/series_columns.ts";
import { resolveMarker } from "../domain/resolve.ts";
import { builtinLayer } from "./builtin.ts";
import { DictionaryFileError } from "./dictionary_file.ts";
import { MAX_FILE_BYTES } from "./file_reader.ts";
import { isNote, MAX_LISTED_PER_FILE } from "./store_problem.ts";
import { ResultStore, type StoreSnapshot, StoreUnreadableError } from "./store.ts";

const FIXTURES = new URL("../../tests/fixtures/store/", import.meta.url);
const BUILTIN = builtinLayer();

function line(reading: Record<string, unknown>): string {
  return `${JSON.stringify(reading)}\n`;
}

const FERR_2023 = line({ code: "FERR", date: "2023-01-10", value: 20, unit: "µg/L" });
const FERR_2024 = line({ code: "FERR", date: "2024-01-10", value: 30, unit: "µg/L" });
const FERR_2025 = line({ code: "FERR", date: "2025-01-10", value: 40, unit: "µg/L" });

/** A temp data directory, removed after `body`. Files are given by name and text. */
async function withDataDir(
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
async function copyFixture(name: string, dir: string): Promise<void> {
  for await (const entry of Deno.readDir(new URL(`${name}/`, FIXTURES))) {
    const target = entry.name.endsWith(".yaml.txt") ? entry.name.slice(0, -4) : entry.name;
    await Deno.copyFile(new URL(`${name}/${entry.name}`, FIXTURES), `${dir}/${target}`);
  }
}

function values(snapshot: StoreSnapshot, code: string): (number | string)[] {
  const readings = snapshot.readings(code);
  return Array.from({ length: readings.length }, (_, i) => readings.at(i)!.value);
}

function problemsOf(
  snapshot: StoreSnapshot,
  kind: string,
): { file?: string; line?: number; message: string }[] {
  return snapshot.problems.filter((p) => p.kind === kind).map(({ kind: _, ...rest }) => rest);
}

/** Ensures the next write gets a different mtime even on coarse file systems. */
async function touchLater(path: string, text: string, append = false): Promise<void> {
  const before = (await Deno.stat(path).catch(() => undefined))?.mtime?.getTime();
  await Deno.writeTextFile(path, text, { append });
  const after = (await Deno.stat(path)).mtime?.getTime();
  if (before !== undefined && after === before) {
    await Deno.utime(path, new Date(), new Date(before + 1000));
  }
}

Deno.test("ResultStore reads every *.ndjson of the fixture, skipping other files", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.equal(snapshot.fileCount, 2);
    assert.deepEqual(snapshot.codes(), ["HGB", "FERR", "CRP", "MYSTERY_X"]);
    assert.deepEqual(values(snapshot, "HGB"), [13.1, 11.2]);
    assert.deepEqual(values(snapshot, "FERR"), [20, 8, 8]);
    const crp = snapshot.readings("CRP").at(0);
    assert.deepEqual(crp, {
      code: "CRP",
      date: "2023-03-01",
      value: 0.5,
      comparator: "<",
      unit: "mg/L",
      ref_high: 5,
    });
  });
});

Deno.test("ResultStore never serves fields outside the contract, such as a name or PESEL", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    const all = snapshot.codes().flatMap((code) =>
      values(snapshot, code).map((_, i) => snapshot.readings(code).at(i))
    );
    const text = JSON.stringify([all, snapshot.problems]);
    assert.doesNotMatch(text, /Testowy|00000000000|"name"|"pesel"/);
    // The lab's name is a contract field: served, and never a person's.
    assert.match(text, /"lab":"Synthetic Lab"/);
  });
});

Deno.test("ResultStore reports bad lines with file and line, and keeps every good line", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(problemsOf(snapshot, "bad_line"), [
      { file: "2023.ndjson", line: 5, message: "not valid JSON" },
      {
        file: "2023.ndjson",
        line: 6,
        message: '"date" "2023-02-29" is not a valid date: day 29 does not exist in 2023-02',
      },
      { file: "2024.ndjson", line: 5, message: '"value" is null' },
    ]);
  });
});

Deno.test("ResultStore counts duplicates once, keeps other times of day, and reports them", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(problemsOf(snapshot, "duplicate"), [
      { file: "2024.ndjson", line: 3, message: "same measurement as 2024.ndjson:2; counted once" },
    ]);
    const dates = Array.from({ length: 3 }, (_, i) => snapshot.readings("FERR").at(i)!.date);
    assert.deepEqual(dates, ["2023-03-01", "2024-03-01", "2024-03-01T18:00"]);
  });
});

Deno.test("ResultStore serves an unknown code with its code as label, and reports it", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("basic", dir);
    const snapshot = await store.snapshot();
    assert.equal(snapshot.index.dictionary.markers.get("MYSTERY_X")?.label, "MYSTERY_X");
    const found = resolveMarker(snapshot.index, "mystery_x");
    assert.equal(found.kind === "found" && found.marker.code, "MYSTERY_X");
    assert.deepEqual(problemsOf(snapshot, "unknown_code").map((p) => p.message), [
      'code "MYSTERY_X" (1 result(s)) is not in the dictionary; served with its code as label',
    ]);
  });
});

Deno.test("ResultStore reads files in name order: the first file's duplicate wins", async () => {
  await withDataDir(
    { "b.ndjson": FERR_2023, "a.ndjson": FERR_2023 + FERR_2024 },
    async (_dir, store) => {
      const snapshot = await store.snapshot();
      assert.deepEqual(problemsOf(snapshot, "duplicate"), [
        { file: "b.ndjson", line: 1, message: "same measurement as a.ndjson:1; counted once" },
      ]);
    },
  );
});

Deno.test("ResultStore never follows a *.ndjson symlink, nor shows its target's content", async () => {
  const outside = await Deno.makeTempDir({ prefix: "bloodwork-outside-" });
  try {
    const secret = `${outside}/secret.ndjson`;
    await Deno.writeTextFile(
      secret,
      line({ code: "SECRET", date: "2024-01-01", value: "TOPSECRET-42" }) + "leaked-garbage\n",
    );
    await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
      await Deno.symlink(secret, `${dir}/evil.ndjson`);
      await Deno.symlink("/etc/hostname", `${dir}/host.ndjson`);
      const snapshot = await store.snapshot();
      assert.deepEqual(snapshot.codes(), ["FERR"]);
      assert.deepEqual(problemsOf(snapshot, "symlink"), [
        { file: "evil.ndjson", message: "is a symlink; symlinks are never followed" },
        { file: "host.ndjson", message: "is a symlink; symlinks are never followed" },
      ]);
      const hostname = (await Deno.readTextFile("/etc/hostname").catch(() => "")).trim();
      const shown = JSON.stringify(snapshot.problems);
      assert.doesNotMatch(shown, /TOPSECRET|leaked-garbage|SECRET/);
      if (hostname !== "") assert.ok(!shown.includes(hostname), "hostname content never shown");
      assert.equal(snapshot.fileCount, 1);
    });
  } finally {
    await Deno.remove(outside, { recursive: true });
  }
});

Deno.test("ResultStore skips a directory named *.ndjson and reports it", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    await Deno.mkdir(`${dir}/old.ndjson`);
    const snapshot = await store.snapshot();
    assert.deepEqual(problemsOf(snapshot, "symlink"), [
      { file: "old.ndjson", message: "is not a regular file" },
    ]);
    assert.deepEqual(values(snapshot, "FERR"), [20]);
  });
});

Deno.test("ResultStore never follows a markers.yaml symlink", async () => {
  const outside = await Deno.makeTempDir({ prefix: "bloodwork-outside-" });
  try {
    await Deno.writeTextFile(`${outside}/m.yaml`, "FERR:\n  aliases: [secretalias]\n");
    await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
      await Deno.symlink(`${outside}/m.yaml`, `${dir}/markers.yaml`);
      await store.checkDictionary();
      const snapshot = await store.snapshot();
      assert.equal(resolveMarker(snapshot.index, "secretalias").kind, "marker_not_found");
      assert.deepEqual(problemsOf(snapshot, "symlink"), [
        { file: "markers.yaml", message: "is a symlink; symlinks are never followed" },
      ]);
    });
  } finally {
    await Deno.remove(outside, { recursive: true });
  }
});

Deno.test("ResultStore sees a line appended while it runs", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20]);
    await touchLater(`${dir}/a.ndjson`, FERR_2024, true);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await touchLater(`${dir}/a.ndjson`, "bad\n" + FERR_2025, true);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30, 40]);
    assert.deepEqual(problemsOf(snapshot, "bad_line"), [{
      file: "a.ndjson",
      line: 3,
      message: "not valid JSON",
    }]);
  });
});

Deno.test("ResultStore sees a file replaced by rename", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 + FERR_2024 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await Deno.writeTextFile(`${dir}/a.tmp`, FERR_2025);
    await Deno.rename(`${dir}/a.tmp`, `${dir}/a.ndjson`);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [40]);
  });
});

Deno.test("ResultStore sees a file rewritten in place, shorter or longer", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 + FERR_2024 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await touchLater(`${dir}/a.ndjson`, FERR_2025);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [40]);
    const hgb = line({ code: "HGB", date: "2025-02-02", value: 14.2, unit: "g/dL" });
    await touchLater(`${dir}/a.ndjson`, hgb + FERR_2023 + FERR_2024);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30]);
    assert.deepEqual(values(snapshot, "HGB"), [14.2]);
    assert.deepEqual(snapshot.problems, []);
  });
});

Deno.test("ResultStore sees a file deleted and a file added", async () => {
  await withDataDir({ "a.ndjson": FERR_2023, "b.ndjson": FERR_2024 }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await Deno.remove(`${dir}/a.ndjson`);
    let snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [30]);
    assert.equal(snapshot.fileCount, 1);
    await Deno.writeTextFile(`${dir}/c.ndjson`, FERR_2025);
    snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [30, 40]);
    assert.equal(snapshot.fileCount, 2);
  });
});

Deno.test("ResultStore reuses the snapshot while nothing changed", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (_dir, store) => {
    const first = await store.snapshot();
    assert.equal(await store.snapshot(), first);
    const [x, y] = await Promise.all([store.snapshot(), store.snapshot()]);
    assert.equal(x, y);
  });
});

Deno.test("ResultStore notes a half-written last line, then serves it once completed", async () => {
  const half = FERR_2024.slice(0, 25);
  await withDataDir({ "a.ndjson": FERR_2023 + half }, async (dir, store) => {
    let snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20]);
    const notes = snapshot.problems.filter(isNote);
    assert.equal(notes.length, 1);
    assert.deepEqual([notes[0]?.file, notes[0]?.line], ["a.ndjson", 2]);
    assert.deepEqual(snapshot.problems.filter((p) => !isNote(p)), []);
    await touchLater(`${dir}/a.ndjson`, FERR_2024.slice(25), true);
    snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30]);
    assert.deepEqual(snapshot.problems, []);
    await touchLater(`${dir}/a.ndjson`, FERR_2025, true);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30, 40]);
  });
});

Deno.test("ResultStore serves a complete last line without newline, once, as the file grows", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 + FERR_2024.trimEnd() }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20, 30]);
    await touchLater(`${dir}/a.ndjson`, "\n" + FERR_2025, true);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30, 40]);
    assert.deepEqual(snapshot.problems, []);
  });
});

Deno.test("ResultStore reads a file whose only line is still being written", async () => {
  await withDataDir({ "a.ndjson": "\uFEFF" + FERR_2023.slice(0, 10) }, async (dir, store) => {
    assert.deepEqual((await store.snapshot()).codes(), []);
    await touchLater(`${dir}/a.ndjson`, FERR_2023.slice(10), true);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20]);
  });
});

Deno.test("ResultStore answers StoreUnreadableError for a missing data directory", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-store-" });
  await Deno.remove(dir);
  const store = new ResultStore(dir, BUILTIN);
  const error = await store.snapshot().then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof StoreUnreadableError, `got ${error}`);
  assert.equal(error.path, dir);
  assert.match(error.message, /does not exist/);
  assert.ok(error.message.includes(dir));
});

Deno.test("ResultStore answers StoreUnreadableError when the data path is a file", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir) => {
    const store = new ResultStore(`${dir}/a.ndjson`, BUILTIN);
    await assert.rejects(
      store.snapshot(),
      (e) => e instanceof StoreUnreadableError && /not a directory/.test(e.message),
    );
  });
});

Deno.test("ResultStore of an empty directory has no files, results or problems", async () => {
  await withDataDir({ "notes.txt": "x" }, async (_dir, store) => {
    const snapshot = await store.snapshot();
    assert.equal(snapshot.fileCount, 0);
    assert.deepEqual(snapshot.codes(), []);
    assert.deepEqual(snapshot.problems, []);
  });
});

Deno.test("ResultStore.checkDictionary() throws DictionaryFileError naming the overlay and line", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("broken_overlay", dir);
    const error = await store.checkDictionary().then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof DictionaryFileError, `got ${error}`);
    assert.equal(error.file, "markers.yaml");
    assert.equal(error.line, 4);
    assert.match(error.message, /^Cannot load "markers.yaml" line 4: /);
  });
});

Deno.test("ResultStore.checkDictionary() still throws after a snapshot saw the broken overlay", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("broken_overlay", dir);
    const snapshot = await store.snapshot();
    assert.equal(problemsOf(snapshot, "dictionary_error").length, 1);
    await assert.rejects(store.checkDictionary(), DictionaryFileError);
  });
});

Deno.test("ResultStore serves the built-in dictionary and reports a broken overlay", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("broken_overlay", dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [40]);
    const [problem] = problemsOf(snapshot, "dictionary_error");
    assert.equal(problem?.file, "markers.yaml");
    assert.match(problem?.message ?? "", /line 4: .*only the built-in dictionary is used$/);
  });
});

Deno.test("ResultStore overlay adds an alias that then resolves, and reports dropped ones", async () => {
  const overlay = "FERR:\n  aliases: [moja ferrytyna, Hemoglobina]\nNEW1:\n  label: Nowy marker\n";
  await withDataDir({ "a.ndjson": FERR_2023, "markers.yaml": overlay }, async (_dir, store) => {
    await store.checkDictionary();
    const snapshot = await store.snapshot();
    const found = resolveMarker(snapshot.index, "Moja Ferrytyna");
    assert.equal(found.kind === "found" && found.marker.code, "FERR");
    assert.equal(snapshot.index.dictionary.markers.get("NEW1")?.label, "Nowy marker");
    assert.deepEqual(problemsOf(snapshot, "alias_dropped"), [{
      file: "markers.yaml",
      message: 'alias "Hemoglobina" of "FERR" dropped: collides with the code or label of "HGB"',
    }]);
  });
});

Deno.test("ResultStore picks up an overlay added, changed and removed while it runs", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    const resolves = async (name: string) =>
      resolveMarker((await store.snapshot()).index, name).kind;
    assert.equal(await resolves("alias one"), "marker_not_found");
    await touchLater(`${dir}/markers.yaml`, "FERR:\n  aliases: [alias one]\n");
    assert.equal(await resolves("alias one"), "found");
    await touchLater(`${dir}/markers.yaml`, "FERR:\n  aliases: [alias two, and more]\n");
    assert.equal(await resolves("alias one"), "marker_not_found");
    assert.equal(await resolves("alias two"), "found");
    await Deno.remove(`${dir}/markers.yaml`);
    assert.equal(await resolves("alias two"), "marker_not_found");
  });
});

Deno.test("ResultStore keeps the last good overlay when it breaks while running", async () => {
  await withDataDir(
    { "a.ndjson": FERR_2023, "markers.yaml": "FERR:\n  aliases: [alias one]\n" },
    async (dir, store) => {
      await store.checkDictionary();
      await touchLater(`${dir}/markers.yaml`, "FERR:\n  aliases: [alias one\n");
      const snapshot = await store.snapshot();
      assert.equal(resolveMarker(snapshot.index, "alias one").kind, "found");
      assert.match(
        problemsOf(snapshot, "dictionary_error")[0]?.message ?? "",
        /last good version is still used/,
      );
    },
  );
});

Deno.test("ResultStore accepts a data directory given with a trailing slash", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir) => {
    const store = new ResultStore(`${dir}/`, BUILTIN);
    assert.deepEqual(values(await store.snapshot(), "FERR"), [20]);
  });
});

Deno.test("ResultStore reads a file of several megabytes in chunks without losing or misnumbering a line", async () => {
  const lines: string[] = [];
  for (let i = 1; i <= 60_000; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const time = `${String(Math.floor(i / 60) % 24).padStart(2, "0")}:${
      String(i % 60).padStart(2, "0")
    }`;
    lines.push(
      line({
        code: "GLU",
        date: `2024-02-${day}T${time}:${String(i % 59).padStart(2, "0")}`,
        value: i,
        unit: "mg/dL",
      }),
    );
  }
  const badLines = [1, 14_700, 29_999, 60_000];
  for (const n of badLines) lines[n - 1] = `not json ${"é".repeat(n % 7)}\n`;
  const text = lines.join("");
  assert.ok(
    new TextEncoder().encode(text).length > 3 << 20,
    "the file spans several decode chunks",
  );
  await withDataDir({ "cgm.ndjson": text }, async (_dir, store) => {
    const snapshot = await store.snapshot();
    assert.equal(snapshot.readings("GLU").length, 60_000 - badLines.length);
    assert.deepEqual(problemsOf(snapshot, "bad_line").map((p) => p.line), badLines);
  });
});

Deno.test("ResultStore sees an in-place edit that keeps the file's size", async () => {
  const before = line({ code: "FERR", date: "2023-01-10", value: 21, unit: "µg/L" });
  const after = line({ code: "FERR", date: "2023-01-10", value: 12, unit: "µg/L" });
  assert.equal(before.length, after.length);
  // Enough lines around the edit that it lies outside any start or end window.
  const around = (year: number) =>
    Array.from(
      { length: 20 },
      (_, i) =>
        line({ code: "HGB", date: `${year}-01-${String(i + 1).padStart(2, "0")}`, value: 13 }),
    ).join("");
  await withDataDir({ "a.ndjson": around(2022) + before + around(2024) }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [21]);
    await touchLater(`${dir}/a.ndjson`, around(2022) + after + around(2024));
    assert.deepEqual(values(await store.snapshot(), "FERR"), [12]);
  });
});

/** `count` readings of one dense series, one line each, distinct by time. */
function denseLines(count: number, code = "GLU"): string {
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

Deno.test("ResultStore serves three copies of a 70k-line export once, listing a capped number of duplicates with their count", async () => {
  const cgm = denseLines(70_000);
  await withDataDir(
    { "a.ndjson": cgm, "b.ndjson": cgm, "c.ndjson": cgm },
    async (_dir, store) => {
      const snapshot = await store.snapshot();
      assert.equal(snapshot.readings("GLU").length, 70_000);
      const duplicates = snapshot.problems.filter((p) => p.kind === "duplicate");
      const listed = duplicates.filter((p) => p.count === undefined);
      assert.ok(listed.length <= MAX_LISTED_PER_FILE * 3, `${listed.length} listed`);
      const total = duplicates.reduce((sum, p) => sum + (p.count ?? 1), 0);
      assert.equal(total, 140_000, "every duplicate is counted");
      assert.match(
        duplicates.find((p) => p.count !== undefined)!.message,
        /more duplicates? in this file/,
      );
      assert.equal(listed[0]!.message, "same measurement as a.ndjson:1; counted once");
    },
  );
});

Deno.test("ResultStore keeps the valid rows of a file with 140,000 bad lines, attributed to that file", async () => {
  const bad = "not json\n".repeat(140_000);
  await withDataDir(
    { "a.ndjson": FERR_2023 + bad + FERR_2024, "b.ndjson": FERR_2023 + FERR_2025 },
    async (_dir, store) => {
      const snapshot = await store.snapshot();
      assert.deepEqual(values(snapshot, "FERR"), [20, 30, 40]);
      const badLines = snapshot.problems.filter((p) => p.kind === "bad_line");
      assert.equal(badLines.reduce((sum, p) => sum + (p.count ?? 1), 0), 140_000);
      assert.ok(badLines.length <= MAX_LISTED_PER_FILE + 1, `${badLines.length} listed`);
      assert.equal(badLines[0]!.line, 2);
      assert.deepEqual(problemsOf(snapshot, "duplicate"), [
        { file: "b.ndjson", line: 1, message: "same measurement as a.ndjson:1; counted once" },
      ]);
      assert.deepEqual(problemsOf(snapshot, "unreadable_file"), []);
    },
  );
});

Deno.test("ResultStore dedupes 40,000 distinct values of one date, written twice, quickly", async () => {
  const once = Array.from(
    { length: 40_000 },
    (_, i) => line({ code: "FERR", date: "2023-01-10", value: i }),
  ).join("");
  await withDataDir({ "a.ndjson": once + once }, async (_dir, store) => {
    const started = performance.now();
    const snapshot = await store.snapshot();
    assert.equal(snapshot.readings("FERR").length, 40_000);
    const duplicates = snapshot.problems.filter((p) => p.kind === "duplicate");
    assert.equal(duplicates.reduce((sum, p) => sum + (p.count ?? 1), 0), 40_000);
    assert.ok(performance.now() - started < 5000, "no quadratic scan of equal times");
  });
});

Deno.test("check counts every bad line and duplicate, listed or not", async () => {
  await withDataDir(
    { "a.ndjson": FERR_2023 + "not json\n".repeat(300), "b.ndjson": FERR_2023.repeat(250) },
    async (_dir, store) => {
      const report = checkReport(await store.snapshot());
      assert.equal(report.problem_count, 300 + 250);
      assert.ok(report.problems.length <= 2 * (MAX_LISTED_PER_FILE + 1));
      assert.equal(report.problems.filter((p) => p.count !== undefined).length, 2);
    },
  );
});

Deno.test("ResultStore sees an in-place edit followed by an append (issue 10, item 3)", async () => {
  const rows = Array.from(
    { length: 40 },
    (_, i) =>
      line({ code: "HGB", date: `2024-02-${String(1 + (i % 28)).padStart(2, "0")}`, value: i }),
  );
  rows[23] = line({ code: "FERR", date: "2023-01-10", value: 56 });
  await withDataDir({ "a.ndjson": rows.join("") }, async (dir, store) => {
    assert.deepEqual(values(await store.snapshot(), "FERR"), [56]);
    rows[23] = line({ code: "FERR", date: "2023-01-10", value: 99 });
    await touchLater(`${dir}/a.ndjson`, rows.join(""));
    await touchLater(`${dir}/a.ndjson`, FERR_2025, true);
    const live = await store.snapshot();
    assert.deepEqual(values(live, "FERR"), [99, 40]);
    assert.deepEqual(values(await new ResultStore(dir, BUILTIN).snapshot(), "FERR"), [99, 40]);
  });
});

Deno.test("ResultStore gives a byte-order mark at the start of appended bytes the same answer live and after a restart", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    await store.snapshot();
    await touchLater(`${dir}/a.ndjson`, `\uFEFF${FERR_2024}`, true);
    const live = await store.snapshot();
    const restarted = await new ResultStore(dir, BUILTIN).snapshot();
    assert.deepEqual(values(live, "FERR"), values(restarted, "FERR"));
    assert.deepEqual(live.problems, restarted.problems);
    assert.deepEqual(values(live, "FERR"), [20, 30]);
  });
});

Deno.test("ResultStore reports a *.ndjson whose name is not valid UTF-8", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    const made = await new Deno.Command("sh", {
      args: ["-c", 'printf "%s\\n" "$1" > "$(printf "bad\\377.ndjson")"', "sh", FERR_2024.trim()],
      cwd: dir,
    }).output();
    assert.equal(made.code, 0);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20]);
    const reported = problemsOf(snapshot, "unreadable_file");
    assert.equal(reported.length, 1);
    assert.match(reported[0]!.message, /name is not valid UTF-8/);
    assert.ok(reported[0]!.file?.startsWith("bad"));
    assert.notEqual(checkReport(snapshot).problem_count, 0, "check does not say no problems");
  });
});

Deno.test("ResultStore refuses a file over the size limit with a clear problem, and serves the others", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    await Deno.writeTextFile(`${dir}/b.ndjson`, FERR_2024);
    await Deno.truncate(`${dir}/b.ndjson`, MAX_FILE_BYTES + 1); // sparse: no disk used
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20]);
    assert.deepEqual(problemsOf(snapshot, "unreadable_file"), [{
      file: "b.ndjson",
      message: `is ${
        MAX_FILE_BYTES + 1
      } bytes; files over ${MAX_FILE_BYTES} bytes (256 MiB) are not read: split it into several files; skipped`,
    }]);
  });
});

/**
 * Runs `body` while the first open of `path` is preceded by renaming `from`
 * over it: exactly the swap between a file's lstat and its open that a
 * hostile or unlucky writer can make.
 */
async function withSwapBeforeOpen(
  path: string,
  from: string,
  body: () => Promise<void>,
): Promise<void> {
  const open = Deno.open;
  let swapped = false;
  Deno.open = (target, options) => {
    if (!swapped && String(target) === path) {
      swapped = true;
      Deno.renameSync(from, path);
    }
    return open(target, options);
  };
  try {
    await body();
  } finally {
    Deno.open = open;
  }
  assert.ok(swapped, "the swap happened");
}

async function mkfifo(path: string): Promise<void> {
  const made = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.equal(made.code, 0);
}

/** Lets a reader's pending open of a FIFO finish (read-write: never waits itself), so that no operation is left behind. */
async function releaseFifo(path: string): Promise<void> {
  const writer = await Deno.open(path, { read: true, write: true });
  writer.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

Deno.test("ResultStore skips a FIFO renamed over a file between its lstat and its open, without hanging", async () => {
  await withDataDir({ "a.ndjson": FERR_2024, "b.ndjson": FERR_2023 }, async (dir) => {
    await mkfifo(`${dir}/fifo`);
    const store = new ResultStore(dir, BUILTIN, { openMs: 300 });
    const started = performance.now();
    let snapshot: StoreSnapshot | undefined;
    await withSwapBeforeOpen(`${dir}/b.ndjson`, `${dir}/fifo`, async () => {
      snapshot = await store.snapshot();
    });
    assert.ok(performance.now() - started < 5000);
    assert.deepEqual(values(snapshot!, "FERR"), [30]);
    const b = snapshot!.problems.filter((p) => p.file === "b.ndjson");
    assert.equal(b.length, 1, JSON.stringify(snapshot!.problems));
    assert.match(b[0]!.message, /could not be opened within 300 ms/);
    const again = await store.snapshot();
    assert.match(again.problems.find((p) => p.file === "b.ndjson")!.message, /not a regular file/);
    await releaseFifo(`${dir}/b.ndjson`);
  });
});

Deno.test("ResultStore fails a call whose refresh is stuck, and the next call is not stuck behind it", async () => {
  await withDataDir({ "a.ndjson": denseLines(1000), "b.ndjson": FERR_2023 }, async (dir) => {
    await mkfifo(`${dir}/fifo`);
    const store = new ResultStore(dir, BUILTIN, { openMs: 3_600_000, stallMs: 300 });
    await withSwapBeforeOpen(`${dir}/b.ndjson`, `${dir}/fifo`, async () => {
      await assert.rejects(() => store.snapshot(), (error: unknown) => {
        assert.ok(error instanceof StoreUnreadableError);
        assert.match(error.message, /made no progress for 0\.3 s/);
        return true;
      });
    });
    // The FIFO goes away; the stuck refresh is given up, and the next call reads afresh.
    await Deno.rename(`${dir}/b.ndjson`, `${dir}/fifo`);
    await Deno.writeTextFile(`${dir}/b.ndjson`, FERR_2024);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [30]);
    assert.equal(snapshot.readings("GLU").length, 1000);
    await releaseFifo(`${dir}/fifo`);
  });
});

Deno.test("ResultStore reports a markers.yaml that is a FIFO, and never blocks on it", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    await mkfifo(`${dir}/markers.yaml`);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20]);
    assert.match(
      snapshot.problems.find((p) => p.file === "markers.yaml")!.message,
      /not a regular file/,
    );
  });
});

Deno.test("ResultStore serves the lab's flag, flags by it, and does not let it split a duplicate", async () => {
  const flagged = line({
    code: "BORELIA_IGG",
    date: "2024-06-11",
    value: "wątpliwy",
    ref_text: "ujemny",
    lab_flag: "A",
  });
  const again = line({ code: "BORELIA_IGG", date: "2024-06-11", value: "wątpliwy" });
  const high = line({
    code: "FERR",
    date: "2024-01-10",
    value: 100,
    unit: "µg/L",
    ref_low: 10,
    ref_high: 120,
    lab_flag: "H",
  });
  await withDataDir({ "a.ndjson": flagged + again + high + FERR_2023 }, async (_dir, store) => {
    const snapshot = await store.snapshot();
    const borelia = snapshot.readings("BORELIA_IGG");
    assert.equal(borelia.length, 1, "lab_flag is not part of the duplicate key");
    assert.equal(borelia.at(0)!.lab_flag, "A");
    const columns = borelia as unknown as { flag: Uint8Array };
    assert.equal(FLAGS[columns.flag[0]!], "abnormal");
    const ferr = snapshot.readings("FERR") as unknown as {
      flag: Uint8Array;
      at(i: number): unknown;
    };
    assert.deepEqual(ferr.at(1), {
      code: "FERR",
      date: "2024-01-10",
      value: 100,
      unit: "µg/L",
      ref_low: 10,
      ref_high: 120,
      lab_flag: "H",
    });
    assert.equal(FLAGS[ferr.flag[1]!], "high");
    assert.equal(ferr.at(0) && (ferr.at(0) as { lab_flag?: string }).lab_flag, undefined);
  });
});

Deno.test("ResultStore costs a warm call one lstat per file: the directory is read again only when it changed", async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 2000; i++) {
    files[`f${String(i).padStart(4, "0")}.ndjson`] = line({
      code: "HGB",
      date: `2024-01-${String(1 + (i % 28)).padStart(2, "0")}`,
      value: 10 + (i % 7) + i / 10_000,
    });
  }
  await withDataDir(files, async (dir, store) => {
    const past = new Date(Date.now() - 60_000);
    await Deno.utime(dir, past, past); // a directory last changed a minute ago
    assert.equal((await store.snapshot()).readings("HGB").length, 2000);
    const readDirSync = Deno.readDirSync;
    let listings = 0;
    Deno.readDirSync = (path) => {
      listings++;
      return readDirSync(path);
    };
    try {
      for (let k = 0; k < 3; k++) await store.snapshot();
      assert.equal(listings, 0, "an unchanged directory is not read again");
      await touchLater(`${dir}/f0000.ndjson`, FERR_2024, true);
      assert.deepEqual(values(await store.snapshot(), "FERR"), [30], "an append is still seen");
      await Deno.writeTextFile(`${dir}/g.ndjson`, FERR_2025);
      assert.deepEqual(values(await store.snapshot(), "FERR"), [30, 40], "a new file is seen");
      assert.equal(listings, 1);
    } finally {
      Deno.readDirSync = readDirSync;
    }
  });
});

Deno.test("ResultStore fails a call whose refresh runs longer than the limit in all, and the read goes on for the next call", async () => {
  await withDataDir({ "a.ndjson": denseLines(60_000) }, async (dir) => {
    const store = new ResultStore(dir, BUILTIN, { refreshMs: 1 });
    await assert.rejects(() => store.snapshot(), /took longer than 0\.001 s/);
    const slow = new ResultStore(dir, BUILTIN, { refreshMs: 60_000 });
    assert.equal((await slow.snapshot()).readings("GLU").length, 60_000);
  });
});

Deno.test("ResultStore serves a file again once a FIFO swapped over it for a moment is gone", async () => {
  await withDataDir({ "a.ndjson": FERR_2024, "b.ndjson": FERR_2023 }, async (dir) => {
    await mkfifo(`${dir}/fifo`);
    await Deno.link(`${dir}/b.ndjson`, `${dir}/b.keep`); // the same inode, size and mtime
    const store = new ResultStore(dir, BUILTIN, { openMs: 200 });
    await withSwapBeforeOpen(`${dir}/b.ndjson`, `${dir}/fifo`, async () => {
      assert.deepEqual(values(await store.snapshot(), "FERR"), [30]);
    });
    await Deno.rename(`${dir}/b.ndjson`, `${dir}/fifo`);
    await Deno.rename(`${dir}/b.keep`, `${dir}/b.ndjson`);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [20, 30], "the swap did not stick");
    assert.deepEqual(problemsOf(snapshot, "unreadable_file"), []);
    await releaseFifo(`${dir}/fifo`);
  });
});

Deno.test("ResultStore reads markers.yaml again once a FIFO swapped over it for a moment is gone", async () => {
  await withDataDir(
    { "a.ndjson": FERR_2024, "markers.yaml": "FERR:\n  aliases: [moje-zelazo]\n" },
    async (dir) => {
      await mkfifo(`${dir}/fifo`);
      await Deno.link(`${dir}/markers.yaml`, `${dir}/m.keep`);
      const store = new ResultStore(dir, BUILTIN, { openMs: 200 });
      await withSwapBeforeOpen(`${dir}/markers.yaml`, `${dir}/fifo`, async () => {
        const snapshot = await store.snapshot();
        assert.match(problemsOf(snapshot, "dictionary_error")[0]!.message, /could not be opened/);
      });
      await Deno.rename(`${dir}/markers.yaml`, `${dir}/fifo`);
      await Deno.rename(`${dir}/m.keep`, `${dir}/markers.yaml`);
      const snapshot = await store.snapshot();
      assert.deepEqual(problemsOf(snapshot, "dictionary_error"), []);
      const found = resolveMarker(snapshot.index, "moje-zelazo");
      assert.equal(found.kind === "found" && found.marker.code, "FERR");
      await releaseFifo(`${dir}/fifo`);
    },
  );
});
