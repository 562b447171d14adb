/**
 * The fuzzer's inputs that reach the server's tools and its start: initialize
 * with every protocol version, tool calls with arguments of every wrong type
 * and size, hostile Unicode and a hostile store, and NaN literals (`inputs.ts`
 * draws them with the rest).
 *
 * @module
 */

import { hostileText } from "./hostile.ts";
import { callText, type Draws, type FuzzInput, line, MB, request } from "./input_lines.ts";

/** The categories that call the tools and start sessions: bad, odd and hostile arguments. */
export function toolCategories(draws: Draws): Record<string, (n: number) => FuzzInput> {
  const { random, pick, randomString } = draws;
  return {
    initialize: (n) => {
      const version = pick(["2025-11-25", "2025-06-18", "2024-11-05", "1999-01-01", "", "x"]);
      return {
        category: "initialize",
        bytes: line(request(n, "initialize", {
          protocolVersion: version,
          capabilities: random() < 0.5 ? {} : { roots: { listChanged: true } },
          clientInfo: { name: randomString(30), version: "1" },
        })),
        expect: { type: "result", id: n },
      };
    },
    tool_bad_args: (n) => {
      const bad: [string, string][] = [
        ["get_trend", `{"marker":${JSON.stringify("x".repeat(MB))}}`],
        ["get_trend", '{"marker":5}'],
        ["get_trend", '{"marker":null}'],
        ["get_trend", '{"marker":["FERR"]}'],
        ["get_trend", '{"marker":{"code":"FERR"}}'],
        ["get_trend", "{}"],
        ["get_trend", '{"marker":"FERR","from":"0000-00-00"}'],
        ["get_trend", '{"marker":"FERR","to":"2024-02-30"}'],
        ["get_trend", '{"marker":"FERR","from":"9999-99-99"}'],
        ["get_trend", '{"marker":"FERR","from":"2025-01-01","to":"2020-01-01"}'],
        ["get_trend", '{"marker":"FERR","max_points":1e400}'],
        ["get_trend", '{"marker":"FERR","max_points":-1e400}'],
        ["get_trend", '{"marker":"FERR","max_points":1.5}'],
        ["get_trend", '{"marker":"FERR","max_points":0}'],
        ["get_trend", '{"marker":"FERR","max_points":"10"}'],
        ["get_trend", '{"marker":"FERR","from":20200101}'],
        ["compare_markers", `{"markers":${JSON.stringify(Array(10_000).fill("FERR"))}}`],
        ["compare_markers", '{"markers":[]}'],
        ["compare_markers", '{"markers":["FERR"]}'],
        ["compare_markers", '{"markers":[1,2]}'],
        ["compare_markers", '{"markers":"FERR,HGB"}'],
        ["compare_markers", '{"markers":[["FERR"],["HGB"]]}'],
        ["get_results", '{"abnormal_only":"yes"}'],
        ["get_results", '{"from":"0000-00-00"}'],
        ["get_results", '{"from":1e400}'],
        ["list_markers", `{"query":${JSON.stringify("q".repeat(MB))}}`],
        ["list_markers", '{"query":5}'],
        ["nope_tool", "{}"],
      ];
      const [name, args] = pick(bad);
      return {
        category: "tool_bad_args",
        bytes: line(callText(n, name, args)),
        expect: { type: "tool_error", id: n },
      };
    },
    tool_odd_args: (n) => {
      const odd = [
        '{"marker":"\\ud800"}',
        '{"marker":"\\u0000\\u001b[2J"}',
        '{"marker":"  fErRyTyNa  "}',
        '{"marker":"\u{1f600}"}',
        '{"marker":"FERR","unknown_extra":1}',
        '{"marker":""}',
        `{"marker":${JSON.stringify(randomString(200).slice(0, 200))}}`,
      ];
      return {
        category: "tool_odd_args",
        bytes: line(callText(n, "get_trend", pick(odd))),
        expect: { type: "answer", id: n },
      };
    },
    hostile_unicode_args: (n) => {
      const text = JSON.stringify(hostileText(random).slice(0, 150));
      const [name, args] = pick<[string, string]>([
        ["get_trend", `{"marker":${text}}`],
        ["list_markers", `{"query":${text}}`],
        ["compare_markers", `{"markers":[${text},"FERR"]}`],
        ["get_trend", `{"marker":"FERR","from":${text}}`],
      ]);
      return {
        category: "hostile_unicode_args",
        bytes: line(callText(n, name, args)),
        expect: { type: "clean_answer", id: n },
      };
    },
    hostile_store: (n) => {
      const [name, args] = pick<[string, string]>([
        ["get_trend", '{"marker":"HOSTILE_TEXT"}'],
        ["get_trend", '{"marker":"OVERFLOW"}'],
        ["get_trend", '{"marker":"OVERFLOW","max_points":4}'],
        ["get_trend", '{"marker":"HGB"}'],
        ["compare_markers", '{"markers":["OVERFLOW","FERR"]}'],
        ["compare_markers", '{"markers":["HOSTILE_TEXT","OVERFLOW","HGB"]}'],
        ["get_results", '{"from":"2000-01-01"}'],
        ["get_results", '{"from":"2000-01-01","abnormal_only":true}'],
        ["list_markers", "{}"],
      ]);
      return {
        category: "hostile_store",
        bytes: line(callText(n, name, args)),
        expect: { type: "clean_result", id: n },
      };
    },
    nan_literal: (n) => ({
      category: "nan_literal",
      bytes: line(
        callText(
          n,
          "get_trend",
          `{"marker":"FERR","max_points":${pick(["NaN", "Infinity", "-Infinity"])}}`,
        ),
      ),
      expect: { type: "error", code: -32700, id: null },
    }),
  };
}
