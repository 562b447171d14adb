// Guards the store against hostile and unlucky files: symlinks never
// followed (a target is never read, nor shown in any message), a directory
// or a FIFO named *.ndjson, a name that is not UTF-8, a file over the size
// limit, a file swapped between its lstat and its open, and a refresh that
// is stuck or runs too long.

import assert from "node:assert/strict";
import { checkReport } from "../cli/check.ts";
import { resolveMarker } from "../domain/markers/resolve.ts";
import { MAX_FILE_BYTES } from "./file_reader.ts";
import { ResultStore, type StoreSnapshot, StoreUnreadableError } from "./store.ts";
import {
  BUILTIN,
  denseLines,
  FERR_2023,
  FERR_2024,
  line,
  problemsOf,
  values,
  withDataDir,
} from "../../support/store_test_support.ts";

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
