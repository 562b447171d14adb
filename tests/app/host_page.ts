/// <reference lib="dom" />
/**
 * The host side of the MCP Apps handshake, for the browser test: loads the
 * view into an iframe, answers `ui/initialize` with the ext-apps
 * `AppBridge` (host context: theme and locale from the page), sends the tool
 * input and the tool result, and once the view has drawn, copies its DOM into
 * `#copy` and sets the title, so that `chromium --dump-dom` shows it.
 *
 * @module
 */

import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

interface HostData {
  readonly html: string;
  readonly result: { structuredContent: Record<string, unknown>; content: unknown[] };
  /** `system`: the host names no theme, so the view follows the system's. */
  readonly theme: "light" | "dark" | "system";
  readonly toolName: string;
  /** The iframe's width in CSS pixels. */
  readonly width: number;
  /** The host's locale. */
  readonly locale?: string;
}

const data = (globalThis as unknown as { HOST_DATA: HostData }).HOST_DATA;
const frame = document.createElement("iframe");
frame.title = "trend view";
frame.style.cssText = `width:${data.width}px;height:1400px;border:1px solid #888`;
document.body.style.background = data.theme === "dark" ? "#0d1117" : "#ffffff";
document.body.append(frame);
frame.srcdoc = data.html;

const bridge = new AppBridge(null, { name: "bloodwork-test-host", version: "1.0.0" }, {}, {
  hostContext: {
    ...(data.theme === "system" ? {} : { theme: data.theme }),
    locale: data.locale ?? "en-US",
    displayMode: "inline",
  },
});
bridge.oninitialized = async () => {
  document.body.dataset.initialized = "yes";
  await bridge.sendToolInput({ arguments: {} });
  await bridge.sendToolResult(data.result as never);
};
await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));

const started = Date.now();
const timer = setInterval(() => {
  const body = frame.contentDocument?.body;
  if (body?.dataset.rendered !== undefined) {
    clearInterval(timer);
    const copy = document.getElementById("copy")!;
    // Each drawn text and mark carries its box as laid out, for overlap checks.
    for (const node of body.querySelectorAll("svg text, svg rect, svg line, svg circle")) {
      const box = node.getBoundingClientRect();
      node.setAttribute(
        "data-box",
        [box.left, box.top, box.width, box.height].map((v) => v.toFixed(1)).join(","),
      );
    }
    copy.innerHTML = body.querySelector("#root")!.innerHTML;
    copy.dataset.background = getComputedStyle(body).backgroundColor;
    document.title = `rendered:${body.dataset.rendered}`;
  } else if (Date.now() - started > 8000) {
    clearInterval(timer);
    document.title = `timeout:${document.body.dataset.initialized ?? "no-handshake"}`;
  }
}, 50);
