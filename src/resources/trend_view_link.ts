/**
 * How a tool links to the trend view (an MCP App, SEP-1865): the view's URI,
 * and the `_meta` that names it under the current key and the older flat one
 * that some hosts still read.
 *
 * @module
 */

/** Where the trend view lives; `get_trend` and `compare_markers` link to it. */
export const TREND_VIEW_URI = "ui://bloodwork/trend.html";

/** The `_meta` a tool carries to be shown with the trend view. */
export const TREND_VIEW_META = {
  ui: { resourceUri: TREND_VIEW_URI },
  "ui/resourceUri": TREND_VIEW_URI,
} as const;
