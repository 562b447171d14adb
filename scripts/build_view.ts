/**
 * `deno task build:view`: builds the trend view (an MCP App) into one
 * self-contained HTML document and writes it as a TypeScript module,
 * `generated/trend_html.ts`, whose default export is the HTML text, gzipped
 * and base64-encoded (`src/resources/view_html.ts` unpacks it). The server
 * imports that module, so serving the view needs no read permission
 * and a compiled binary carries it. The bundler's scratch folder is made in
 * `generated/` too (and removed), so the task may write nowhere else.
 *
 * The script `src/trend_view/main.ts` is bundled for the browser with
 * `deno bundle --platform=browser --minify` (everything inlined: the host's
 * CSP allows no network), the style `src/trend_view/view.css` is inlined, and the
 * licence text of every npm package in the bundle is kept in a comment at
 * the top. `--check` builds in memory and exits 1 if the committed module
 * differs (the test `tests/generated_test.ts` checks the same in-process).
 *
 * @module
 */

import { packText } from "../src/resources/view_html.ts";

const REPO = new URL("../", import.meta.url);
const ENTRY = new URL("src/trend_view/main.ts", REPO);
const STYLE = new URL("src/trend_view/view.css", REPO);
/** The folder of generated modules, committed. */
const GENERATED = new URL("generated/", REPO);
/**
 * The built module, committed.
 *
 * @internal test seam: generated_test.ts checks the committed module is what this build writes.
 */
export const OUTPUT = new URL("trend_html.ts", GENERATED);

function path(url: URL): string {
  return decodeURIComponent(url.pathname);
}

/**
 * The npm packages (`name@version`, with their folder) a source map's
 * sources come from: Deno keeps them under `npm/<registry host>/<name>/<version>/`.
 * A source outside a version folder is not a package of its own: the v2
 * client's map points at `<name>/core-internal/…`, sources it bundles.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const found = packagesOf([
 *   "/cache/npm/host.example/zod/4.6.7/v4/core/core.js",
 *   "/cache/npm/host.example/@scope/client/2.4.0/dist/index.mjs",
 *   "/cache/npm/host.example/@scope/client/core-internal/src/types.ts",
 * ], "/tmp");
 * assert.deepEqual([...found.keys()], ["zod@4.6.7", "@scope/client@2.4.0"]);
 * ```
 *
 * @internal doc test: its example pins which npm package each source file belongs to.
 */
export function packagesOf(sources: readonly string[], mapDir: string): Map<string, string> {
  const packages = new Map<string, string>();
  for (const source of sources) {
    const absolute = source.startsWith("/") ? source : `${mapDir}/${source}`;
    const match = absolute.match(/^(.*\/npm\/[^/]+\/)((?:@[^/]+\/)?[^/]+)\/(\d+\.\d+\.\d+[^/]*)\//);
    if (!match) continue;
    const [, registry, name, version] = match;
    packages.set(`${name}@${version}`, normalize(`${registry}${name}/${version}`));
  }
  return packages;
}

function normalize(value: string): string {
  const parts: string[] = [];
  for (const part of value.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

async function licenceText(folder: string): Promise<string> {
  for (const name of ["LICENSE", "LICENSE.md", "LICENSE.txt", "license", "LICENCE"]) {
    try {
      return (await Deno.readTextFile(`${folder}/${name}`)).trim();
    } catch {
      // try the next spelling
    }
  }
  const manifest = JSON.parse(await Deno.readTextFile(`${folder}/package.json`));
  return `License: ${manifest.license ?? "unknown"} (no licence file in the package)`;
}

/** The licence comment: packages with the same text share one copy of it. */
async function licenceComment(packages: Map<string, string>): Promise<string> {
  const byText = new Map<string, string[]>();
  for (const [name, folder] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
    const text = await licenceText(folder);
    byText.set(text, [...(byText.get(text) ?? []), name]);
  }
  const blocks = [...byText].map(([text, names]) => `${names.join(", ")}:\n\n${text}`);
  const body = [
    "Bloodwork trend view. It bundles the following packages, under these licences.",
    ...blocks,
  ].join("\n\n========================================\n\n");
  // "--" may not appear inside an HTML comment.
  return `<!--\n${body.replaceAll("--", "- -")}\n-->`;
}

async function bundle(): Promise<{ code: string; sources: string[]; mapDir: string }> {
  const dir = await Deno.makeTempDir({ dir: path(GENERATED), prefix: ".view-build-" });
  try {
    const out = `${dir}/view.js`;
    const result = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--platform=browser",
        "--minify",
        "--sourcemap=external",
        "-o",
        out,
        path(ENTRY),
      ],
      cwd: path(REPO),
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!result.success) {
      throw new Error(`Cannot bundle "${path(ENTRY)}": ${new TextDecoder().decode(result.stderr)}`);
    }
    const map = JSON.parse(await Deno.readTextFile(`${out}.map`)) as { sources: string[] };
    const code = (await Deno.readTextFile(out)).replace(/\n\/\/# sourceMappingURL=.*\s*$/, "\n");
    return { code, sources: map.sources, mapDir: dir };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The base64 SHA-256 of `text`, as a CSP source expression takes it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/**
 * The view's own Content-Security-Policy, in a `<meta>` element so that it
 * holds whatever the host declares: nothing is fetched or connected to, the
 * one inline script runs by its hash, and styles may be inline (the charting
 * library sets style attributes).
 */
async function viewCsp(script: string): Promise<string> {
  return [
    "default-src 'none'",
    `script-src 'sha256-${await sha256(script)}'`,
    "style-src 'unsafe-inline'",
    "img-src data:",
    "font-src data:",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * Builds the view's HTML.
 *
 * @internal test seam: generated_test.ts rebuilds the view to compare with the committed module.
 */
export async function buildViewHtml(): Promise<string> {
  const { code, sources, mapDir } = await bundle();
  const licences = await licenceComment(packagesOf(sources, mapDir));
  const style = await Deno.readTextFile(STYLE);
  const script = code.trim().replaceAll("</script", "<\\/script");
  return [
    "<!doctype html>",
    licences,
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${await viewCsp(script)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Bloodwork trend</title>",
    `<style>\n${style.trim()}\n</style>`,
    '</head><body><main id="root" aria-live="polite"></main>',
    `<script type="module">${script}</script>`,
    "</body></html>",
    "",
  ].join("\n");
}

/**
 * The module that carries the HTML, gzipped and base64-encoded: the server
 * unpacks it with `trendViewHtml()` (`src/resources/view_html.ts`).
 *
 * @internal test seam: generated_test.ts rebuilds the view to compare with the committed module.
 */
export async function moduleText(html: string): Promise<string> {
  return [
    "// deno-fmt-ignore-file",
    "// deno-lint-ignore-file",
    "// Generated by `deno task build:view` from src/trend_view/; do not edit (see generated/README.md).",
    "/**",
    " * The trend view (an MCP App) as one HTML document, gzipped and base64-encoded;",
    " * `trendViewHtml()` in src/resources/view_html.ts unpacks it. @module",
    " */",
    `export default ${JSON.stringify(await packText(html))};`,
    "",
  ].join("\n");
}

if (import.meta.main) {
  const text = await moduleText(await buildViewHtml());
  if (Deno.args.includes("--check")) {
    const committed = await Deno.readTextFile(OUTPUT).catch(() => "");
    if (committed !== text) {
      console.error(
        `"${
          path(OUTPUT)
        }" is out of date with src/trend_view/ and src/chart/; run "deno task build:view" and commit it`,
      );
      Deno.exit(1);
    }
    console.log(`"${path(OUTPUT)}" is up to date`);
  } else {
    await Deno.writeTextFile(OUTPUT, text);
    console.log(`wrote "${path(OUTPUT)}" (${Math.round(text.length / 1024)} KiB)`);
  }
}
