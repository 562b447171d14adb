/**
 * The trend view as an MCP App resource (SEP-1865): one self-contained HTML
 * document, served as `text/html;profile=mcp-app` at {@link TREND_VIEW_URI}.
 * The HTML is built by `deno task build:view` and carried in the module graph
 * (`./view_html.ts`), so serving it needs no permission, and nothing of the
 * charting library runs in the server. It is unpacked on the first read, not
 * at start-up.
 *
 * @module
 */

import type { McpServer } from "@modelcontextprotocol/server";
import { TREND_VIEW_URI } from "./trend_view_link.ts";
import { trendViewHtml } from "./view_html.ts";

/** The MIME type of an MCP App's HTML. */
const MCP_APP_MIME = "text/html;profile=mcp-app";

/** Registers the trend view resource. */
export function registerTrendViewResource(server: McpServer): void {
  server.registerResource("trend_view", TREND_VIEW_URI, {
    title: "Trend chart",
    description: "Interactive chart of get_trend and compare_markers results",
    mimeType: MCP_APP_MIME,
    // No external domains: the view has everything inlined and needs no network.
    _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } },
  }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: MCP_APP_MIME, text: await trendViewHtml() }],
  }));
}
