/**
 * Tests of the start-up check of the data folder: each cause a person can
 * meet gets its own reason and advice, a wider sandbox is only noted, and
 * the real probe agrees on a real folder.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  checkDataFolder,
  type FolderProbe,
  problemError,
  problemLine,
  WHERE_TO_CHOOSE,
} from "./startup_check.ts";

/** A probe over a made-up file system: `granted` paths, `dirs`, `files`, and `links`. */
function fakeProbe(world: {
  granted: string[];
  dirs?: string[];
  files?: string[];
  links?: Record<string, string>;
  systemRefuses?: string[];
}): FolderProbe {
  const exists = (path: string) =>
    (world.dirs ?? []).includes(path) || (world.files ?? []).includes(path);
  const need = (path: string) => {
    if (!world.granted.includes(path)) throw new Deno.errors.NotCapable(`read ${path}`);
    if (!exists(path)) throw new Deno.errors.NotFound(`no ${path}`);
  };
  return {
    readGranted: (path) => world.granted.includes(path),
    realPath: (path) => {
      const target = world.links?.[path];
      if (target !== undefined) return target;
      need(path);
      return path;
    },
    isDirectory: (path) => {
      need(path);
      return (world.dirs ?? []).includes(path);
    },
    list: (path) => {
      if ((world.systemRefuses ?? []).includes(path)) {
        throw new Deno.errors.PermissionDenied(`denied ${path}`);
      }
    },
  };
}

Deno.test("a folder granted alone, existing and listable passes with nothing to say", () => {
  const probe = fakeProbe({ granted: ["/home/anna/wyniki"], dirs: ["/home/anna/wyniki"] });
  assert.deepEqual(checkDataFolder("/home/anna/wyniki", probe), {});
});

Deno.test("a folder with a comma is explained as the --allow-read split, with what to do", () => {
  // What `--allow-read=/home/anna/wyniki, krew` grants: the two halves, not the folder.
  const probe = fakeProbe({
    granted: ["/home/anna/wyniki", "/ krew"],
    dirs: ["/home/anna/wyniki, krew", "/home/anna/wyniki"],
  });
  const { problem } = checkDataFolder("/home/anna/wyniki, krew", probe);
  assert.ok(problem);
  assert.match(problem.reason, /path has a comma.*splits paths at commas/);
  assert.match(problem.hint, /Rename the folder .*without a comma.*Settings > Extensions/);
  assert.match(problem.hint, /write each comma of --allow-read twice/);
});

Deno.test("a folder that does not exist says it moved and how to choose it again", () => {
  const probe = fakeProbe({ granted: ["/Volumes/usb/wyniki"] });
  const { problem } = checkDataFolder("/Volumes/usb/wyniki", probe);
  assert.ok(problem);
  assert.equal(problem.reason, "it does not exist");
  assert.match(problem.hint, /moved, renamed or deleted, or is on a drive that is not connected/);
  assert.ok(problem.hint.endsWith(WHERE_TO_CHOOSE), problem.hint);
});

Deno.test("a sandbox that names another folder, and a link to an ungranted folder, are told apart", () => {
  const other = checkDataFolder("/data/b", fakeProbe({ granted: ["/data/a"], dirs: ["/data/b"] }));
  assert.equal(other.problem?.reason, "the sandbox does not let this server read it");
  assert.match(other.problem.hint, /--allow-read of its command line names another folder/);
  const link = checkDataFolder(
    "/home/anna/link",
    fakeProbe({
      granted: ["/home/anna/link"],
      dirs: ["/srv/real"],
      links: { "/home/anna/link": "/srv/real" },
    }),
  );
  assert.match(link.problem?.reason ?? "", /is a link to "\/srv\/real"/);
  assert.match(link.problem?.hint ?? "", /^Choose "\/srv\/real" itself/);
});

Deno.test("a file in place of the folder, and a folder the system refuses, each say what to do", () => {
  const file = checkDataFolder(
    "/d/x.ndjson",
    fakeProbe({ granted: ["/d/x.ndjson"], files: ["/d/x.ndjson"] }),
  );
  assert.equal(file.problem?.reason, "it is a file, not a folder");
  const refused = checkDataFolder(
    "/d/w",
    fakeProbe({ granted: ["/d/w"], dirs: ["/d/w"], systemRefuses: ["/d/w"] }),
  );
  assert.equal(refused.problem?.reason, "the system does not let this user read it");
  assert.match(refused.problem?.hint ?? "", /Give your user read access/);
});

Deno.test("a sandbox wider than the folder is noted, not refused", () => {
  const probe = fakeProbe({
    granted: ["/home/anna", "/home/anna/wyniki"],
    dirs: ["/home/anna/wyniki"],
  });
  const check = checkDataFolder("/home/anna/wyniki", probe);
  assert.equal(check.problem, undefined);
  assert.match(check.note ?? "", /more than its data folder .*at least "\/home\/anna"/);
  // A Windows folder: its parent is found across backslashes, down to the drive.
  const windows = checkDataFolder(
    "C:\\wyniki",
    fakeProbe({ granted: ["C:\\", "C:\\wyniki"], dirs: ["C:\\wyniki"] }),
  );
  assert.match(windows.note ?? "", /at least "C:\\"/);
});

Deno.test("the stderr line and the tool error carry the same reason and advice", () => {
  const problem = { reason: "it does not exist", hint: "Put it back" };
  const line = problemLine("/d", problem);
  const error = problemError("/d", problem);
  assert.equal(error.path, "/d");
  assert.ok(!line.includes("\n"), "one line");
  for (const text of [line, error.message]) {
    assert.ok(text.includes('"/d": it does not exist. Put it back'), text);
  }
});

Deno.test("the real probe: a real folder under this test's wide sandbox passes, with a note", async () => {
  const dir = await Deno.realPath(await Deno.makeTempDir());
  try {
    const check = checkDataFolder(dir);
    assert.equal(check.problem, undefined);
    assert.match(check.note ?? "", /more than its data folder/);
    assert.equal(checkDataFolder(`${dir}/gone`).problem?.reason, "it does not exist");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
