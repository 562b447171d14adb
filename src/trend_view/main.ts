/// <reference lib="dom" />
/**
 * The trend view's entry in the browser (an MCP App): connects to the host
 * over `postMessage` with the ext-apps `App` class, takes the theme and the
 * locale from the host's context, and draws each tool result it is sent. It
 * makes no network request of its own. Bundled into one HTML file by
 * `deno task build:view`.
 *
 * @module
 */

import {
  App,
  applyDocumentTheme,
  applyHostStyleVariables,
  PostMessageTransport,
} from "@modelcontextprotocol/ext-apps";
import { langOf, VIEW_MESSAGES } from "../chart/view_messages.ts";
import { renderView } from "./render_view.ts";
import { type ChartTrend, problemOf, trendsOf, type ViewProblem } from "../chart/trend_data.ts";

const root = document.getElementById("root")!;
let trends: ChartTrend[] | undefined;
let problem: ViewProblem | undefined;
let theme: "light" | "dark" = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
let lang = langOf(navigator.language);
// The page follows the system theme until the host names one, as the chart does.
applyDocumentTheme(theme);

function draw(): void {
  const messages = VIEW_MESSAGES[lang];
  if (trends === undefined) {
    root.textContent = messages.waiting;
    return;
  }
  if (problem !== undefined) {
    const p = document.createElement("p");
    p.className = "empty";
    p.textContent = messages.problem(problem.message);
    root.replaceChildren(p);
    document.body.dataset.rendered = "0";
    return;
  }
  const width = Math.max(280, Math.min(root.clientWidth || 600, 900));
  renderView(root, trends, { document, width, theme, messages, interactive: true, lang });
  document.body.dataset.rendered = String(trends.length);
}

const app = new App({ name: "bloodwork-trend", version: "1.0.0" });

function applyContext(context: ReturnType<typeof app.getHostContext>): void {
  if (!context) return;
  if (context.theme) {
    theme = context.theme;
    applyDocumentTheme(context.theme);
  }
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  if (context.locale) lang = langOf(context.locale);
}

// Set before connect, so the first result is not missed.
app.ontoolresult = (result) => {
  trends = trendsOf(result.structuredContent);
  problem = problemOf(result.structuredContent);
  draw();
};
app.onhostcontextchanged = (context) => {
  applyContext(context);
  draw();
};

let lastWidth = 0;
new ResizeObserver(() => {
  const width = root.clientWidth;
  if (trends !== undefined && Math.abs(width - lastWidth) > 24) {
    lastWidth = width;
    draw();
  }
}).observe(root);

draw();
// The host is the parent window (`globalThis` is the window in a browser).
await app.connect(new PostMessageTransport(globalThis.parent, globalThis.parent));
applyContext(app.getHostContext());
draw();
