/**
 * Where a chart's event labels go, so that none overlaps another or runs past
 * the right edge: each label is placed left to right at its event's x, above
 * the plot (never over the points); a label that does not fit collapses to a
 * small marker, or to its rule alone where another label stands, its text
 * shown on hover and listed under the chart. Pure.
 *
 * @module
 */

/** An event at its horizontal position in pixels. */
export interface PlacedEvent {
  readonly x: number;
  readonly text: string;
}

/** What is drawn for an event. */
export interface EventLabel extends PlacedEvent {
  /**
   * `label`: its text is drawn; `marker`: a small marker, the text on hover;
   * `rule`: under another event's label, only its rule (the text on hover
   * and in the list under the chart).
   */
  readonly shown: "label" | "marker" | "rule";
}

/**
 * The width a label of `text` takes at 9 px type, estimated generously.
 *
 * @internal test seam: the placement test checks labels neither overlap nor run past the edge at this width.
 */
export function labelWidth(text: string): number {
  return [...text].length * 5.6 + 6;
}

/**
 * Places event labels between `left` and `right` (pixels).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const placed = placeEventLabels([{ x: 100, text: "statin" }, { x: 110, text: "covid" }], 48, 600);
 * assert.deepEqual(placed.map((e) => e.shown), ["label", "rule"]);
 * ```
 */
export function placeEventLabels(
  events: readonly PlacedEvent[],
  left: number,
  right: number,
): EventLabel[] {
  const sorted = [...events].sort((a, b) => a.x - b.x);
  let freeFrom = left;
  return sorted.map((event): EventLabel => {
    const start = event.x + 3;
    const fits = event.x >= freeFrom && start + labelWidth(event.text) <= right;
    if (fits) {
      freeFrom = start + labelWidth(event.text) + 4;
      return { ...event, shown: "label" };
    }
    return { ...event, shown: event.x - 5 >= freeFrom ? "marker" : "rule" };
  });
}
