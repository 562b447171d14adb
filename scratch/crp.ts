import { trendSvg } from "/work/wt/pictures/src/app/chart_svg.ts";
import { trendsOf } from "/work/wt/pictures/src/app/trend_data.ts";
const CRP = {
  ok: true, marker: { code: "CRP", label: "CRP" },
  events: [{date: "2024-03-10", text: "grypa"}, {date: "2024-03-10", text: "antybiotyk"}],
  series: [{ unit: "mg/L",
    points: [1.2, 2.1, 320, 45, 3.1].map((value, i) => ({ date: `2024-0${i + 1}-15`, value, ref_high: 5, flag: value > 5 ? "high" : "normal" })),
    omitted: 0, summary: { count: 5, out_of_range: 2 } }],
};
Deno.writeTextFileSync("/tmp/pic/crp.svg", trendSvg(trendsOf(CRP)[0]!));
