import assert from "node:assert/strict";
import { labelWidth, placeEventLabels } from "./event_labels.ts";

Deno.test("placeEventLabels() never lets two labels overlap or a label run past the right edge", () => {
  // Event labels overlapped each other and were cut at the right edge.
  const events = [
    { x: 60, text: "atorwastatyna 20 mg" },
    { x: 90, text: "COVID-19" },
    { x: 300, text: "suplementacja żelaza" },
    { x: 560, text: "ciąża" },
    { x: 590, text: "a long event name near the edge" },
  ];
  const placed = placeEventLabels(events, 48, 600);
  const labels = placed.filter((e) => e.shown === "label");
  for (const [i, a] of labels.entries()) {
    assert.ok(a.x + 3 + labelWidth(a.text) <= 600, `"${a.text}" runs past the edge`);
    const b = labels[i + 1];
    if (b) assert.ok(a.x + 3 + labelWidth(a.text) < b.x, `"${a.text}" overlaps "${b.text}"`);
  }
  assert.deepEqual(placed.map((e) => e.shown), ["label", "rule", "label", "label", "rule"]);
  const markers = placeEventLabels(
    [{ x: 100, text: "a very long event name" }, { x: 590, text: "long name" }],
    48,
    600,
  );
  assert.deepEqual(markers.map((e) => e.shown), ["label", "marker"]);
});
