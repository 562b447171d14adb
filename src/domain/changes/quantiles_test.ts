// Guards the quantiles behind personal intervals and their outlier checks: t against a printed
// t table (95 % and 99.5 %, where the outlier check's Bonferroni level lies), the expansion
// against the exact series where it takes over, and the normal against its table.

import assert from "node:assert/strict";
import { normalQuantile, tQuantile, tQuantile975 } from "./quantiles.ts";

Deno.test("tQuantile975() matches a printed t table (two-sided 95 %)", () => {
  // NIST/SEMATECH e-Handbook, table 1.3.6.7.2, column 0.975.
  const table: Record<number, number> = {
    1: 12.706,
    2: 4.303,
    3: 3.182,
    4: 2.776,
    5: 2.571,
    9: 2.262,
    10: 2.228,
    30: 2.042,
    100: 1.984,
    1000: 1.962,
  };
  for (const [df, t] of Object.entries(table)) {
    assert.ok(Math.abs(tQuantile975(Number(df)) - t) < 0.0006, `df ${df}: ${tQuantile975(+df)}`);
  }
  assert.throws(() => tQuantile975(0), /df 0/);
  // Where the expansion takes over, it agrees with the exact series.
  const exact101 = 1.983731; // the exact series, by bisection
  assert.ok(Math.abs(tQuantile975(101) - exact101) < 1e-5, `${tQuantile975(101)}`);
});

Deno.test("tQuantile() matches the same table's 0.995 column, and refuses p outside [0.5, 1)", () => {
  // NIST/SEMATECH e-Handbook, table 1.3.6.7.2, column 0.995.
  const table: Record<number, number> = { 1: 63.657, 3: 5.841, 5: 4.032, 10: 3.169, 100: 2.626 };
  for (const [df, t] of Object.entries(table)) {
    assert.ok(Math.abs(tQuantile(0.995, Number(df)) - t) < 0.0006, `df ${df}`);
  }
  assert.ok(Math.abs(tQuantile(0.995, 101) - tQuantile(0.995, 100)) < 0.001);
  assert.throws(() => tQuantile(1, 5), /p 1 must lie/);
  assert.throws(() => tQuantile(0.2, 5), /p 0.2 must lie/);
});

Deno.test("normalQuantile() matches the normal table", () => {
  // 0.975 → 1.95996, 0.995 → 2.57583, 0.99375 → 2.49771 (Bonferroni 5 % over four results).
  assert.ok(Math.abs(normalQuantile(0.975) - 1.959964) < 1e-5);
  assert.ok(Math.abs(normalQuantile(0.995) - 2.575829) < 1e-5);
  assert.ok(Math.abs(normalQuantile(0.99375) - 2.497705) < 1e-5);
  assert.ok(Math.abs(normalQuantile(0.5)) < 1e-6);
});
