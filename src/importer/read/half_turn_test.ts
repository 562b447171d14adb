import assert from "node:assert/strict";
import type { TextItem } from "../layout/mod.ts";
import { halfTurn, uprightReading } from "./half_turn.ts";

const word = (text: string, confidence: number): TextItem => ({
  text,
  x: 0,
  y: 0,
  width: 9,
  height: 9,
  page: 1,
  confidence,
});

const PAGE = { width: 3, height: 1, pixels: new Uint8Array([10, 20, 30]) };

Deno.test("uprightReading() keeps the reading of a page turned a half turn when it is much surer", async () => {
  const upsideDown = { words: [word("SPT", 40), word("6£T", 55)], lines: ["garbage"] };
  let seen: Uint8Array | undefined;
  const { read, grey } = await uprightReading(upsideDown, PAGE, (turned) => {
    seen = turned.pixels;
    return Promise.resolve({ words: [word("Sód", 91), word("139", 88)], lines: ["Sód 139"] });
  });
  assert.deepEqual([...seen!], [30, 20, 10]);
  assert.deepEqual(read.lines, ["Sód 139"]);
  assert.deepEqual([...grey!.pixels], [30, 20, 10]);
});

Deno.test("uprightReading() leaves a sure page, or a poor page the turn does not improve, as read", async () => {
  const sure = { words: [word("Sód", 90), word("139", 85)], lines: ["Sód 139"] };
  let calls = 0;
  const count = () => {
    calls++;
    return Promise.resolve({ words: [word("x", 60)], lines: ["turned"] });
  };
  assert.equal((await uprightReading(sure, PAGE, count)).read, sure);
  assert.equal(calls, 0);
  const poor = { words: [word("Sod", 55), word("13g", 50)], lines: ["Sod 13g"] };
  const kept = await uprightReading(poor, PAGE, count);
  assert.equal(kept.read, poor);
  assert.equal(kept.grey, PAGE);
  assert.equal(calls, 1);
  assert.deepEqual([...halfTurn(halfTurn(PAGE)).pixels], [...PAGE.pixels]);
});
