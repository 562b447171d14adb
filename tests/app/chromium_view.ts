/**
 * The trend view in headless Chromium, for the browser tests and the
 * gallery: a small host page plays the host's side of the MCP Apps
 * handshake with the ext-apps `AppBridge`, hands the built view a tool
 * result, and the DOM the view drew comes back (with the page's computed
 * background), and optionally a screenshot. `chromium` is `undefined` where
 * no Chromium is installed.
 *
 * @module
 */

/// <reference lib="dom" />
import { parseHTML } from "linkedom";
import { trendViewHtml } from "../../src/resources/view_html.ts";
import { repoPath } from "../plain_helpers.ts";

const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

function findChromium(): string | undefined {
  for (const candidate of CHROMIUM_CANDIDATES) {
    try {
      if (Deno.statSync(candidate).isFile) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The Chromium binary, if one is installed. */
export const chromium = findChromium();

/** Where a missing Chromium was looked for, for the skip message. */
export const CHROMIUM_PLACES = CHROMIUM_CANDIDATES.join(", ");

/** Runs a program and returns its stdout; throws with its stderr when it fails. */
export async function run(args: string[]): Promise<string> {
  const output = await new Deno.Command(args[0]!, {
    args: args.slice(1),
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stdout = new TextDecoder().decode(output.stdout);
  if (!output.success) {
    throw new Error(`"${args[0]}" failed: ${new TextDecoder().decode(output.stderr).slice(-2000)}`);
  }
  return stdout;
}

let hostScript: Promise<string> | undefined;

/** The host page's script, bundled for the browser once per run. */
function bundleHostScript(): Promise<string> {
  hostScript ??= (async () => {
    const dir = await Deno.makeTempDir({ prefix: "bloodwork-host-" });
    await run([
      Deno.execPath(),
      "bundle",
      "--quiet",
      "--platform=browser",
      "-o",
      `${dir}/host.js`,
      repoPath("tests/app/host_page.ts"),
    ]);
    const code = await Deno.readTextFile(`${dir}/host.js`);
    await Deno.remove(dir, { recursive: true });
    return code;
  })();
  return hostScript;
}

/** What the view drew. */
export interface Rendered {
  readonly title: string;
  readonly view: Document;
  /** The computed background of the view's page. */
  readonly background: string;
}

/** How to show the view. */
export interface ViewShot {
  readonly toolName: string;
  readonly result: unknown;
  /** `system`: the host names no theme. */
  readonly theme: "light" | "dark" | "system";
  readonly width?: number;
  /** The host's locale (`en-US`, `pl-PL`). */
  readonly locale?: string;
  /** Extra Chromium flags (a forced dark system theme). */
  readonly flags?: readonly string[];
  /** Where to save a screenshot, if anywhere. */
  readonly screenshot?: string;
  /** The window's height in pixels (the screenshot's). */
  readonly height?: number;
}

/** Loads the view in Chromium with a tool result and returns the view's DOM. */
export async function renderInChromium(shot: ViewShot): Promise<Rendered> {
  if (!chromium) throw new Error(`No Chromium at ${CHROMIUM_PLACES}`);
  const width = shot.width ?? 720;
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-view-" });
  const data = {
    html: await trendViewHtml(),
    result: shot.result,
    theme: shot.theme,
    toolName: shot.toolName,
    width,
    locale: shot.locale ?? "en-US",
  };
  const page = [
    '<!doctype html><html><head><meta charset="utf-8"><title>loading</title></head><body>',
    '<div id="copy" hidden></div>',
    `<script>globalThis.HOST_DATA = ${JSON.stringify(data).replaceAll("</", "<\\/")};</script>`,
    `<script type="module">${
      (await bundleHostScript()).replaceAll("</script", "<\\/script")
    }</script>`,
    "</body></html>",
  ].join("\n");
  await Deno.writeTextFile(`${dir}/host.html`, page);
  const common = [
    chromium,
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--allow-file-access-from-files",
    "--virtual-time-budget=15000",
    `--window-size=${width + 40},${shot.height ?? 1500}`,
    ...(shot.flags ?? []),
  ];
  const dom = await run([...common, "--dump-dom", `file://${dir}/host.html`]);
  if (shot.screenshot !== undefined) {
    await run([...common, `--screenshot=${shot.screenshot}`, `file://${dir}/host.html`]);
  }
  await Deno.remove(dir, { recursive: true });
  const { document } = parseHTML(dom);
  const copy = document.getElementById("copy");
  return {
    title: document.title,
    view: parseHTML(`<html><body>${copy?.innerHTML ?? ""}</body></html>`).document,
    background: copy?.getAttribute("data-background") ?? "",
  };
}
