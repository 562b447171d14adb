import assert from "node:assert/strict";
import type { Trend } from "../domain/answers/queries.ts";
import { writeTrendChart } from "./write_chart.ts";

const TEXT_ONLY: Trend = {
  marker: { code: "BORELIA_IGM", label: "Borelia IgM" },
  series: [{
    unit: null,
    points: [{ date: "2024-01-10", value: "ujemny", flag: "normal" }],
    omitted: 0,
    summary: {} as never,
  }],
};

Deno.test("writeTrendChart() refuses a name that is not .svg and a trend with nothing to draw, writing nothing", async () => {
  // `--chart x.png` wrote SVG text into a .png, and a text-only marker a blank chart (exit 0).
  const dir = await Deno.makeTempDir();
  const png = await writeTrendChart(`${dir}/x.png`, TEXT_ONLY, {
    dataDir: "/nowhere",
    force: false,
  });
  assert.equal(png.ok, false);
  assert.match(png.message, /written as SVG: give a file name ending in \.svg/);
  const blank = await writeTrendChart(`${dir}/x.svg`, TEXT_ONLY, {
    dataDir: "/nowhere",
    force: false,
  });
  assert.equal(blank.ok, false);
  assert.match(blank.message, /BORELIA_IGM has no numeric result to draw \(its results are text/);
  // The ending is read in any case; a marker with no series at all has nothing to draw either.
  const none = await writeTrendChart(`${dir}/X.SVG`, { ...TEXT_ONLY, series: [] }, {
    dataDir: "/nowhere",
    force: false,
  });
  assert.equal(none.ok, false);
  assert.match(none.message, /BORELIA_IGM has no numeric result to draw$/);
  assert.deepEqual([...Deno.readDirSync(dir)], []);
});
