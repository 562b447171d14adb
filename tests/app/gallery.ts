/**
 * `deno task gallery`: pictures of everything the product draws, to look at
 * before a change to the pictures is called done (see docs/pictures.md). For the demo
 * store, a hard one (`tests/fixtures/store/hard/`: one point, ten years
 * of TSH from two labs, censored values at both ends, glucose in two units,
 * HTML in a label, events close together) and one of what a real person has
 * (`tests/fixtures/store/real/`: a latest high result before the last day, a
 * month of glucose readings, a far value, a long Polish name, one result,
 * all censored, two events on one day, a three-month event), it saves as PNG: the trend view in
 * headless Chromium (light, dark, a dark system theme with no host theme,
 * Polish, 400 to 1000 px), the `trend --chart` SVG, and the pages of the
 * visit report. Written to `dist/gallery/`; with `--docs`, the ones that
 * matter are copied to `docs/pictures/`.
 *
 *     deno task gallery [--docs] [--store=demo|hard|real]
 *
 * Needs Chromium and poppler's `pdftoppm`.
 *
 * @module
 */

import { trendSvg } from "../../src/chart/chart_svg.ts";
import { trendsOf } from "../../src/chart/trend_data.ts";
import { connectInProcess } from "../helpers.ts";
import { fixtureDataDir, repoPath } from "../plain_helpers.ts";
import { runCli } from "../../support/server_process.ts";
import { chromium, CHROMIUM_PLACES, renderInChromium, run } from "./chromium_view.ts";

const OUT = repoPath("dist/gallery");
const DOCS = repoPath("docs/pictures");

/** One picture of the view. */
interface ViewCase {
  readonly name: string;
  readonly tool: "get_trend" | "compare_markers";
  readonly args: Record<string, unknown>;
  readonly theme: "light" | "dark" | "system";
  readonly width: number;
  readonly locale?: string;
  /** Copied into docs/ with --docs. */
  readonly docs?: boolean;
}

const DARK_SYSTEM = ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"];

const STORES: Readonly<Record<string, readonly ViewCase[]>> = {
  demo: [
    { name: "ferritin", tool: "get_trend", args: { marker: "FERR" }, theme: "light", width: 720 },
    {
      name: "thyroid-compare",
      tool: "compare_markers",
      args: { markers: ["TSH", "FT4"] },
      theme: "dark",
      width: 720,
      docs: true,
    },
    {
      name: "glucose-pl-400",
      tool: "get_trend",
      args: { marker: "GLU" },
      theme: "light",
      width: 400,
      locale: "pl-PL",
    },
  ],
  hard: [
    {
      name: "tsh-ten-years-400",
      tool: "get_trend",
      args: { marker: "TSH", max_points: 200 },
      theme: "light",
      width: 400,
      docs: true,
    },
    {
      name: "tsh-ten-years-1000-dark",
      tool: "get_trend",
      args: { marker: "TSH", max_points: 200 },
      theme: "dark",
      width: 1000,
    },
    {
      name: "crp-censored-pl",
      tool: "get_trend",
      args: { marker: "CRP" },
      theme: "light",
      width: 720,
      locale: "pl-PL",
      docs: true,
    },
    {
      name: "glucose-two-units",
      tool: "get_trend",
      args: { marker: "GLU" },
      theme: "light",
      width: 720,
    },
    {
      name: "ft3-one-point",
      tool: "get_trend",
      args: { marker: "FT3" },
      theme: "light",
      width: 600,
      docs: true,
    },
    {
      name: "anti-tpo-censored",
      tool: "get_trend",
      args: { marker: "ANTY_TPO" },
      theme: "system",
      width: 720,
    },
    {
      name: "html-label",
      tool: "get_trend",
      args: { marker: "HTML_LABEL" },
      theme: "light",
      width: 480,
    },
    {
      name: "empty-range",
      tool: "get_trend",
      args: { marker: "TSH", from: "2010-01-01", to: "2010-12-31" },
      theme: "light",
      width: 600,
    },
  ],
  // What a real person has: tests/fixtures/store/real/.
  real: [
    {
      name: "glucose-month",
      tool: "get_trend",
      args: { marker: "GLU" },
      theme: "light",
      width: 720,
      docs: true,
    },
    {
      name: "crp-far-value",
      tool: "get_trend",
      args: { marker: "CRP" },
      theme: "light",
      width: 720,
      locale: "pl-PL",
      docs: true,
    },
    {
      name: "crp-far-value-400",
      tool: "get_trend",
      args: { marker: "CRP" },
      theme: "dark",
      width: 400,
    },
    {
      name: "long-name",
      tool: "get_trend",
      args: { marker: "ALP_LONG" },
      theme: "light",
      width: 480,
      locale: "pl-PL",
    },
    {
      name: "ft3-one-result",
      tool: "get_trend",
      args: { marker: "FT3" },
      theme: "light",
      width: 600,
    },
    {
      name: "pct-all-censored",
      tool: "get_trend",
      args: { marker: "PCT" },
      theme: "light",
      width: 600,
    },
    {
      name: "crp-creatinine-compare",
      tool: "compare_markers",
      args: { markers: ["CRP", "CREA"] },
      theme: "light",
      width: 720,
    },
    {
      name: "empty-range",
      tool: "get_trend",
      args: { marker: "CRP", from: "2010-01-01", to: "2010-12-31" },
      theme: "light",
      width: 600,
    },
  ],
};

const SVG_MARKERS: Readonly<Record<string, readonly string[]>> = {
  demo: ["GLU"],
  hard: ["TSH", "CRP", "HTML_LABEL"],
  real: ["GLU", "CRP", "ALP_LONG", "PCT"],
};

async function dataDirOf(store: string): Promise<string> {
  return await fixtureDataDir(store === "demo" ? "../../data/demo" : `store/${store}`);
}

async function viewPictures(store: string, dataDir: string): Promise<string[]> {
  const written: string[] = [];
  await using client = await connectInProcess(dataDir);
  for (const shot of STORES[store]!) {
    const result = await client.callTool({ name: shot.tool, arguments: shot.args });
    const file = `${OUT}/view-${store}-${shot.name}.png`;
    const rendered = await renderInChromium({
      toolName: shot.tool,
      result,
      theme: shot.theme,
      width: shot.width,
      ...(shot.locale ? { locale: shot.locale } : {}),
      ...(shot.theme === "system" ? { flags: DARK_SYSTEM } : {}),
      screenshot: file,
      height: shot.tool === "compare_markers" ? 760 : 520,
    });
    console.log(`${file} (${rendered.title})`);
    if (shot.docs) written.push(file);
  }
  for (const code of SVG_MARKERS[store]!) {
    const result = await client.callTool({ name: "get_trend", arguments: { marker: code } });
    const [trend] = trendsOf(result.structuredContent);
    if (trend === undefined) continue;
    const svgFile = `${OUT}/svg-${store}-${code}.svg`;
    const lang = store === "real" ? "pl" : "en";
    await Deno.writeTextFile(
      svgFile,
      trendSvg(trend, { width: store === "real" ? 560 : 720, lang }),
    );
    const png = svgFile.replace(/\.svg$/, ".png");
    await run([
      chromium!,
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--window-size=740,560",
      `--screenshot=${png}`,
      `file://${svgFile}`,
    ]);
    console.log(png);
    if ((store === "hard" && code === "CRP") || (store === "real" && code === "ALP_LONG")) {
      written.push(png);
    }
  }
  return written;
}

/**
 * The report's arguments per store: the demo's changes since 2024; the hard one charts its hard markers
 * (glucose in two units, censored anti-TPO and CRP, a long HTML label, one
 * FT3) and lists their changes since 2021.
 */
const REPORT_ARGS: Readonly<Record<string, readonly string[]>> = {
  demo: ["--since", "2024-01-01"],
  hard: ["--markers", "GLU,ANTY_TPO,CRP,HTML_LABEL,FT3", "--since", "2021-01-01"],
  real: ["--since", "2024-01-01"],
};

async function reportPictures(store: string, dataDir: string): Promise<string[]> {
  const pdf = `${OUT}/report-${store}.pdf`;
  await Deno.remove(pdf).catch(() => {});
  for (const old of Deno.readDirSync(OUT)) {
    if (old.name.startsWith(`report-${store}-page`)) await Deno.remove(`${OUT}/${old.name}`);
  }
  const args = ["report", "--out", pdf, "--lang", "pl", ...REPORT_ARGS[store] ?? []];
  const made = await runCli(dataDir, args, {
    script: repoPath("report.ts"),
    permissions: [`--allow-write=${pdf}`],
  });
  if (made.code !== 0) {
    console.log(`report of ${store}: ${made.stderr.trim()}`);
    return [];
  }
  await run(["pdftoppm", "-r", "70", "-png", pdf, `${OUT}/report-${store}-page`]);
  const pages = [...Deno.readDirSync(OUT)].map((e) => e.name)
    .filter((n) => n.startsWith(`report-${store}-page`)).sort();
  for (const page of pages) console.log(`${OUT}/${page}`);
  return pages[0] ? [`${OUT}/${pages[0]}`] : [];
}

if (import.meta.main) {
  if (!chromium) {
    console.error(`The gallery needs Chromium (looked at ${CHROMIUM_PLACES})`);
    Deno.exit(1);
  }
  await Deno.mkdir(OUT, { recursive: true });
  const forDocs: string[] = [];
  // `--store=real` redraws one store's pictures only (Chromium is slow on a busy machine).
  const only = Deno.args.find((a) => a.startsWith("--store="))?.slice("--store=".length);
  for (const store of Object.keys(STORES).filter((s) => only === undefined || s === only)) {
    const dataDir = await dataDirOf(store);
    forDocs.push(...await viewPictures(store, dataDir));
    forDocs.push(...await reportPictures(store, dataDir));
  }
  if (Deno.args.includes("--docs")) {
    await Deno.mkdir(DOCS, { recursive: true });
    for (const file of forDocs) {
      const name = file.slice(file.lastIndexOf("/") + 1);
      await Deno.copyFile(file, `${DOCS}/${name}`);
      console.log(`copied to docs/pictures/${name}`);
    }
  }
}
