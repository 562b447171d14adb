/**
 * The fuzzer's inputs: a deterministic, seeded stream of hostile stdin lines
 * (random bytes, invalid UTF-8, truncated JSON, 10 MB lines, depth-100k
 * nesting, non-JSON-RPC JSON, wrong versions, ids of every type, batches,
 * unknown methods, notifications with ids, tool arguments of every wrong
 * type and size, hostile Unicode), each with the answer the server owes it.
 *
 * @module
 */

import { seededRandom } from "../seeded_random.ts";
import type { Expectation } from "./expectation.ts";
import { hostileText, OVERFLOW_VALUES } from "./hostile.ts";

/** One generated stdin input: one or more complete lines. */
export interface FuzzInput {
  readonly category: string;
  readonly bytes: Uint8Array;
  readonly expect: Expectation;
}

const encoder = new TextEncoder();

const TOOLS = ["list_markers", "get_trend", "compare_markers", "get_results"] as const;
/** A mebibyte, for the sizes of long lines. */
export const MB = 1024 * 1024;

/** One stdin line: `text` and its newline, as bytes. */
export function line(text: string): Uint8Array {
  return encoder.encode(`${text}\n`);
}

function request(id: unknown, method: string, params?: unknown): string {
  const message: Record<string, unknown> = { jsonrpc: "2.0", id, method };
  if (params !== undefined) message.params = params;
  return JSON.stringify(message);
}

/** A `tools/call` request line, with `args` as JSON text. */
export function callText(id: string | number, name: string, args: string): string {
  return `{"jsonrpc":"2.0","id":${
    JSON.stringify(id)
  },"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`;
}

/** The generator of one run: each category is a function of the PRNG and the input number. */
function categories(
  random: () => number,
): Record<string, (n: number) => FuzzInput> {
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const id = (n: number) => (random() < 0.5 ? n : `f${n}`);
  const randomString = (max: number) => {
    const alphabet = "abcXYZ019 _-./<>\"'\\\u0000\u001b\u00e9\u0142\u{1f600}\u202e\ud800";
    let text = "";
    for (let i = int(max); i > 0; i--) text += pick([...alphabet]);
    return text;
  };
  const randomJson = (depth: number): unknown => {
    const kind = int(depth > 2 ? 5 : 7);
    if (kind === 0) return null;
    if (kind === 1) return random() < 0.5;
    if (kind === 2) return pick([0, -1, 1.5, -0, 2 ** 53 + 2, 42, ...OVERFLOW_VALUES]);
    if (kind === 3) return randomString(20);
    if (kind === 4) return [];
    if (kind === 5) return Array.from({ length: int(4) }, () => randomJson(depth + 1));
    const object: Record<string, unknown> = {};
    for (let i = int(4); i > 0; i--) {
      object[pick(["a", "params", "name", "x", "data", "id2"])] = randomJson(depth + 1);
    }
    return object;
  };
  const validRequest = (n: number) => request(id(n), pick(["ping", "tools/list", "prompts/list"]));

  return {
    random_bytes: () => {
      const bytes = new Uint8Array(1 + int(300));
      for (let i = 0; i < bytes.length; i++) bytes[i] = int(256);
      bytes[bytes.length - 1] = 0x0a;
      return { category: "random_bytes", bytes, expect: { type: "unknown" } };
    },
    invalid_utf8: (n) => {
      const [head, tail] = [`{"jsonrpc":"2.0","id":${n},"method":"ping","params":{"x":"`, `"}}\n`];
      const bad = pick([[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [
        0xf8,
        0x88,
        0x80,
      ]]);
      const bytes = new Uint8Array([...encoder.encode(head), ...bad, ...encoder.encode(tail)]);
      return {
        category: "invalid_utf8",
        bytes,
        expect: { type: "error", code: -32700, id: null },
      };
    },
    utf16: (n) => {
      // A request encoded as UTF-16LE: NUL bytes between every character.
      const text = request(n, "ping");
      const bytes = new Uint8Array(text.length * 2 + 1);
      for (let i = 0; i < text.length; i++) bytes[i * 2] = text.charCodeAt(i);
      bytes[bytes.length - 1] = 0x0a;
      return { category: "utf16", bytes, expect: { type: "error", code: -32700, id: null } };
    },
    truncated_json: (n) => {
      const text = pick([
        validRequest(n),
        callText(n, pick(TOOLS), '{"marker":"FERR","from":"2020-01-01"}'),
      ]);
      return {
        category: "truncated_json",
        bytes: line(text.slice(0, 1 + int(text.length - 1))),
        expect: { type: "error", code: -32700, id: null },
      };
    },
    huge_line: () => {
      const size = 10 * MB + int(MB);
      const bytes = new Uint8Array(size + 1).fill(pick([0x61, 0x5b, 0x20, 0x22]));
      bytes[size] = 0x0a;
      return { category: "huge_line", bytes, expect: { type: "error", code: -32600, id: null } };
    },
    deep_nesting: (n) => {
      const depth = 100_000;
      const variant = int(3);
      if (variant === 0) {
        return {
          category: "deep_nesting",
          bytes: line("[".repeat(depth) + "]".repeat(depth)),
          expect: { type: "error", code: -32600, id: null },
        };
      }
      if (variant === 1) {
        return {
          category: "deep_nesting",
          bytes: line('{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
          expect: { type: "error", code: -32600, id: null },
        };
      }
      return {
        category: "deep_nesting",
        bytes: line(
          callText(n, "get_trend", `{"marker":${"[".repeat(depth)}${"]".repeat(depth)}}`),
        ),
        expect: { type: "tool_error", id: n },
      };
    },
    not_json_rpc: () => {
      // Never a "jsonrpc", "id", "method", "result" or "error" key: always an invalid request.
      return {
        category: "not_json_rpc",
        bytes: line(JSON.stringify(randomJson(0))),
        expect: { type: "error", code: -32600, id: null },
      };
    },
    wrong_version: (n) => {
      const version = pick<unknown>(["1.0", "2", 2, "2.0 ", "", null, "3.0", undefined]);
      const message: Record<string, unknown> = { id: n, method: "ping" };
      if (version !== undefined) message.jsonrpc = version;
      return {
        category: "wrong_version",
        bytes: line(JSON.stringify(message)),
        expect: { type: "error", code: -32600, id: n },
      };
    },
    id_types: (n) => {
      const valid: (string | number)[] = [
        n,
        `s${n}`,
        0,
        -n,
        "",
        "\u00e9\u{1f600}",
        "x".repeat(1000),
      ];
      const invalid: unknown[] = [null, true, {}, [], [n], 1.5, 1e308, 2 ** 53 + 2, { id: n }];
      if (random() < 0.5) {
        const good = pick(valid);
        return {
          category: "id_types",
          bytes: line(request(good, "ping")),
          expect: { type: "result", id: good },
        };
      }
      return {
        category: "id_types",
        bytes: line(request(pick(invalid), "ping")),
        expect: { type: "error", code: -32600, id: null },
      };
    },
    batch: (n) => {
      const items = Array.from({ length: int(5) }, (_, i) => JSON.parse(validRequest(n * 10 + i)));
      return {
        category: "batch",
        bytes: line(JSON.stringify(items)),
        expect: { type: "error", code: -32600, id: null },
      };
    },
    unknown_method: (n) => {
      const method = pick([
        `x-unknown/${randomString(12)}`,
        "",
        "tools/callx",
        "rpc.discover",
        "subscriptions/listen",
        "roots/list",
        "sampling/createMessage",
        "x".repeat(10_000),
      ]);
      if (random() < 0.2) {
        return {
          category: "unknown_method",
          bytes: line(JSON.stringify({ jsonrpc: "2.0", method })),
          expect: { type: "silent" },
        };
      }
      return {
        category: "unknown_method",
        bytes: line(request(n, method)),
        expect: { type: "error", code: -32601, id: n },
      };
    },
    notification_with_id: (n) => {
      const method = pick([
        "notifications/initialized",
        "notifications/cancelled",
        "notifications/progress",
        "notifications/roots/list_changed",
      ]);
      return {
        category: "notification_with_id",
        bytes: line(request(n, method, { requestId: n - 1 })),
        expect: { type: "error", code: -32601, id: n },
      };
    },
    notification: (n) => {
      const message = pick([
        { jsonrpc: "2.0", method: "notifications/initialized" },
        { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: n } },
        { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "nope" } },
        { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1 } },
        { jsonrpc: "2.0", result: {}, id: n },
        { jsonrpc: "2.0", error: { code: 1, message: "x" }, id: "unknown" },
        { jsonrpc: "2.0", result: 5 },
      ]);
      return {
        category: "notification",
        bytes: line(JSON.stringify(message)),
        expect: { type: "silent" },
      };
    },
    blank: () => ({
      category: "blank",
      bytes: encoder.encode(pick(["\n", "   \n", "\r\n", "\t\n"])),
      expect: { type: "silent" },
    }),
    malformed_params: (n) => {
      const [method, params] = pick<[string, unknown]>([
        ["tools/call", {}],
        ["tools/call", { name: 5 }],
        ["tools/call", { name: "get_trend", arguments: "FERR" }],
        ["tools/call", { name: "x".repeat(MB) }],
        ["prompts/get", { arguments: {} }],
        ["initialize", { protocolVersion: 5 }],
        ["completion/complete", { ref: 1 }],
        ["tools/list", { cursor: 5 }],
        ["resources/read", {}],
        ["resources/read", { uri: 5 }],
        ["logging/setLevel", { level: "loud" }],
        ["logging/setLevel", undefined],
      ]);
      return {
        category: "malformed_params",
        bytes: line(request(n, method, params)),
        expect: { type: "error", code: -32602, id: n },
      };
    },
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

/**
 * The deterministic input stream of a seed: the first inputs walk through
 * every category once, the rest are drawn at random, with the 10 MB lines
 * kept rare so a run stays quick.
 */
export function* generateInputs(seed: number, count: number): Generator<FuzzInput> {
  const random = seededRandom(seed);
  const generators = categories(random);
  const names = Object.keys(generators);
  const common = names.filter((name) => name !== "huge_line" && name !== "deep_nesting");
  for (let n = 0; n < count; n++) {
    let name: string;
    if (n < names.length) name = names[n]!;
    else if (n % 1000 === 500) name = "huge_line";
    else if (n % 500 === 250) name = "deep_nesting";
    else name = common[Math.floor(random() * common.length)]!;
    yield generators[name]!(n + 1);
  }
}
