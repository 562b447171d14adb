import { trendSvg } from "../src/app/chart_svg.ts";
import { trendsOf } from "../src/app/trend_data.ts";
const label = "Aktywność fosfatazy alkalicznej w surowicy krwi (izoenzym kostny) metodą immunochemiczną";
const raw = { ok: true, marker: { code: "ALP", label }, events: [{ date: "2024-02-01", end: "2024-04-30", text: "metformina" }, { date: "2024-03-20", text: "grypa" }, { date: "2024-03-20", text: "antybiotyk" }],
  series: [{ unit: "U/mL", points: [88, 92, 90, 95, 101].map((value, i) => ({ date: `2024-0${i + 1}-10`, value, ref_low: 70, ref_high: 99, flag: value > 99 ? "high" : "normal" })), omitted: 0, summary: { count: 5, out_of_range: 1 }, personal_interval: { low: 85, high: 105, n: 4, latest: { position: "inside" } } }] };
Deno.writeTextFileSync("/tmp/pic/long.svg", trendSvg(trendsOf(raw)[0]!, { width: 400 }));
