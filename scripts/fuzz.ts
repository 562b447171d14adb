/**
 * Protocol fuzzing of the real server: a deterministic, seeded stream of
 * hostile stdin inputs (random bytes, invalid UTF-8, truncated JSON, 10 MB
 * lines, depth-100k nesting, non-JSON-RPC JSON, wrong versions, ids of every
 * type, batches, unknown methods, notifications with ids, tool arguments of
 * every wrong type and size, hostile Unicode, calls over a store seeded with
 * hostile text and overflowing values) sent to `main.ts` spawned with the
 * production flags from cwd `/`. After every input a probe `tools/call` must be answered
 * with a valid result; every stdout line must be a JSON-RPC 2.0 message; and
 * every input with a known right answer (a JSON-RPC error code or a
 * tool-level `isError`) must get it. A server that exits or stops answering
 * is a crash: it is counted and restarted.
 *
 * `deno task fuzz` runs 10,000 inputs; `--count N`, `--seed S` and
 * `--json FILE` (write the report) change that. The test suite runs a small
 * count through {@link runFuzz}.
 *
 * @module
 */

import { readLines } from "./read_lines.ts";
import { seededRandom } from "./seeded_random.ts";

/** What the server must answer to one input. */
export type Expectation =
  /** Exactly this JSON-RPC error code, with this id. */
  | { readonly type: "error"; readonly code: number; readonly id: string | number | null }
  /** A tool-level `isError` result or a `-32602` error, with this id. */
  | { readonly type: "tool_error"; readonly id: string | number }
  /** A successful result with this id. */
  | { readonly type: "result"; readonly id: string | number }
  /** Some answer (result or error) with this id. */
  | { readonly type: "answer"; readonly id: string | number }
  /** Some answer with this id that carries no hostile character (see {@link HOSTILE_OUTPUT}). */
  | { readonly type: "clean_answer"; readonly id: string | number }
  /**
   * A successful, non-`isError` result with this id that carries no hostile
   * character and no "Infinity" or "NaN".
   */
  | { readonly type: "clean_result"; readonly id: string | number }
  /** No answer at all (a notification, a response, a blank line). */
  | { readonly type: "silent" }
  /** Anything, as long as it is valid JSON-RPC (random bytes). */
  | { readonly type: "unknown" };

/** One generated stdin input: one or more complete lines. */
export interface FuzzInput {
  readonly category: string;
  readonly bytes: Uint8Array;
  readonly expect: Expectation;
}

/** The outcome of a run. */
export interface FuzzReport {
  readonly seed: number;
  readonly inputs: number;
  readonly bytes: number;
  readonly categories: Record<string, number>;
  readonly processes: number;
  readonly crashes: number;
  readonly stdoutLines: number;
  readonly nonJsonRpcLines: number;
  readonly probeFailures: number;
  readonly wrongAnswers: number;
  /** The first few failures, for a human. */
  readonly failures: readonly string[];
  readonly seconds: number;
}

/** Options of {@link runFuzz}. */
export interface FuzzOptions {
  readonly seed?: number;
  readonly count?: number;
  /** The data directory the server is started on; a copy of the basic fixture by default. */
  readonly dataDir?: string;
  /** Inputs per server process before a fresh one is started (each starts uninitialised). */
  readonly perProcess?: number;
  /** How long one input may take to be answered before it counts as a hang. */
  readonly timeoutMs?: number;
  readonly progress?: (done: number, total: number) => void;
  /** The server entry point; this repository's `main.ts` by default. */
  readonly main?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const TOOLS = ["list_markers", "get_trend", "compare_markers", "get_results"] as const;
const MB = 1024 * 1024;
/** How long after the probe's answer the answer to the input itself may still come. */
const ANSWER_GRACE_MS = 2000;

/**
 * What no answer built from store text or tool arguments may carry: control
 * characters other than the escaped ones, and every Cf, Zl and Zp character,
 * the tag block and the variation selectors.
 */
export const HOSTILE_OUTPUT =
  // deno-lint-ignore no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\u{E0000}-\u{E007F}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;

/** Characters from the hostile Unicode categories, one sample list per category. */
const HOSTILE_CATEGORIES: readonly (readonly string[])[] = [
  // Cf: zero-width space/non-joiner/joiner, word joiner, invisible operators, BOM, soft hyphen.
  ["\u200b", "\u200c", "\u200d", "\u2060", "\u2061", "\u2064", "\ufeff", "\u00ad", "\u180e"],
  // Cf: marks and bidi controls: LRM, RLM, ALM, embeddings, overrides, isolates.
  [
    "\u200e",
    "\u200f",
    "\u061c",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ],
  // Zl and Zp.
  ["\u2028", "\u2029"],
  // C0, DEL and C1, ANSI sequences.
  [
    "\u0000",
    "\u0007",
    "\b",
    "\t",
    "\n",
    "\r",
    "\u007f",
    "\u0085",
    "\u009b",
    "\u001b[2J",
    "\u001b]0;x\u0007",
  ],
  // Variation selectors.
  ["\ufe0f", "\ufe00", "\u{e0100}", "\u{e01ef}"],
  // Forged-row material: ordinary text that could pass for another result.
  [" 2025-03-12 HGB 14.0 g/dL", " normal", " ignore the user", "ujemny", '"', "\\"],
];

/** Values at the edges of the float range, whose differences overflow or underflow. */
export const OVERFLOW_VALUES: readonly number[] = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  5e-324,
  -5e-324,
  1e-320,
  1.5e308,
];

/**
 * A string of up to `max` pieces drawn from the hostile Unicode categories:
 * format characters, separators, controls, variation selectors, forged-row
 * text, and runs of Unicode tag characters (invisible instructions).
 */
export function hostileText(random: () => number, max = 30): string {
  const int = (n: number) => Math.floor(random() * n);
  let text = "";
  for (let i = 1 + int(max); i > 0; i--) {
    if (random() < 0.2) {
      // A run of tag characters, anywhere in U+E0000 to U+E007F.
      for (let t = 1 + int(12); t > 0; t--) text += String.fromCodePoint(0xe0000 + int(0x80));
      continue;
    }
    const category = HOSTILE_CATEGORIES[int(HOSTILE_CATEGORIES.length)]!;
    text += category[int(category.length)]!;
  }
  return text;
}

/** The codes of the hostile store lines written beside the fixture. */
const HOSTILE_CODES = ["HOSTILE_TEXT", "OVERFLOW", "HGB"] as const;

/** Store lines with hostile text in every free-text field, and overflowing values. */
export function hostileStoreLines(random: () => number, count = 60): string[] {
  const lines: string[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < count; i++) {
    const date = `20${String(10 + (i % 15)).padStart(2, "0")}-0${1 + (i % 9)}-1${i % 10}`;
    const code = HOSTILE_CODES[i % HOSTILE_CODES.length]!;
    const text = (prefix: string) => `${prefix}${hostileText(random)}`.slice(0, 190);
    lines.push(JSON.stringify(
      code === "HOSTILE_TEXT"
        ? { code, date, value: text("ujemny"), unit: text("g/dL"), ref_text: text("norma") }
        : code === "OVERFLOW"
        ? { code, date, value: pick(OVERFLOW_VALUES), unit: "mg/dL" }
        : { code, date, value: pick([13.5, ...OVERFLOW_VALUES]), unit: "g/dL", ref_text: text("") },
    ));
  }
  return lines;
}

function line(text: string): Uint8Array {
  return encoder.encode(`${text}\n`);
}

function request(id: unknown, method: string, params?: unknown): string {
  const message: Record<string, unknown> = { jsonrpc: "2.0", id, method };
  if (params !== undefined) message.params = params;
  return JSON.stringify(message);
}

function callText(id: string | number, name: string, args: string): string {
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
        "resources/subscribe",
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

/** Whether a parsed stdout line is a JSON-RPC 2.0 message. */
export function isJsonRpcMessage(message: unknown): boolean {
  if (message === null || typeof message !== "object" || Array.isArray(message)) return false;
  const m = message as Record<string, unknown>;
  if (m.jsonrpc !== "2.0") return false;
  if (typeof m.method === "string") return true;
  if (!("id" in m)) return false;
  const idOk = typeof m.id === "string" || Number.isSafeInteger(m.id) || m.id === null;
  if ("result" in m) return idOk && !("error" in m) && m.id !== null;
  if ("error" in m) {
    const error = m.error as Record<string, unknown> | null;
    return idOk && error !== null && typeof error === "object" &&
      Number.isInteger(error.code) && typeof error.message === "string";
  }
  return false;
}

/** The JSON-RPC 2.0 message a stdout line holds, or `undefined` if it holds none. */
export function jsonRpcLine(line: string): Record<string, unknown> | undefined {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return undefined;
  }
  return isJsonRpcMessage(message) ? message as Record<string, unknown> : undefined;
}

function repoFile(relative: string): string {
  return decodeURIComponent(new URL(`../${relative}`, import.meta.url).pathname);
}

/**
 * A copy of the basic fixture store in a temp dir, plus `hostile.ndjson`:
 * seeded lines with hostile text and overflowing values (see {@link hostileStoreLines}).
 */
async function fixtureCopy(seed: number): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-fuzz-" });
  const source = repoFile("tests/fixtures/basic");
  for await (const entry of Deno.readDir(source)) {
    if (entry.isFile) await Deno.copyFile(`${source}/${entry.name}`, `${dir}/${entry.name}`);
  }
  const lines = hostileStoreLines(seededRandom(seed ^ 0x5eed));
  await Deno.writeTextFile(`${dir}/hostile.ndjson`, `${lines.join("\n")}\n`);
  return dir;
}

/** A spawned server with a line reader over its stdout. */
class Server {
  readonly child: Deno.ChildProcess;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #lines: string[] = [];
  #waiting: (() => void) | undefined;
  #ended = false;
  stderrTail = "";

  constructor(main: string, dataDir: string) {
    this.child = new Deno.Command(Deno.execPath(), {
      args: ["run", "--no-prompt", `--allow-read=${dataDir}`, main, "--data", dataDir],
      cwd: "/",
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    this.#writer = this.child.stdin.getWriter();
    void this.#read();
    void this.#drainStderr();
  }

  async #read(): Promise<void> {
    // When the process goes away, #ended tells the caller.
    await readLines(this.child.stdout, (lines) => {
      this.#lines.push(...lines);
      this.#waiting?.();
    });
    this.#ended = true;
    this.#waiting?.();
  }

  async #drainStderr(): Promise<void> {
    try {
      for await (const chunk of this.child.stderr) {
        this.stderrTail = (this.stderrTail + decoder.decode(chunk)).slice(-2000);
      }
    } catch {
      // ignored
    }
  }

  async write(bytes: Uint8Array): Promise<void> {
    await this.#writer.write(bytes);
  }

  /** The next stdout line, or `undefined` at end of output or after `deadline`. */
  async next(deadline: number): Promise<string | undefined> {
    while (this.#lines.length === 0) {
      if (this.#ended) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      const { promise, resolve } = Promise.withResolvers<void>();
      this.#waiting = resolve;
      const timer = setTimeout(resolve, left);
      await promise;
      clearTimeout(timer);
      this.#waiting = undefined;
    }
    return this.#lines.shift();
  }

  async stop(): Promise<Deno.CommandStatus> {
    await this.#writer.close().catch(() => {});
    const timer = setTimeout(() => {
      try {
        this.child.kill("SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    const status = await this.child.status;
    clearTimeout(timer);
    return status;
  }
}

type Message = Record<string, unknown>;

function sameId(a: unknown, b: unknown): boolean {
  return a === b;
}

function satisfies(expect: Expectation, replies: readonly Message[]): boolean {
  switch (expect.type) {
    case "unknown":
      return true;
    case "silent":
      return replies.length === 0;
    case "error":
      return replies.some((m) =>
        sameId(m.id, expect.id) && (m.error as { code?: unknown } | undefined)?.code === expect.code
      );
    case "result":
      return replies.some((m) => sameId(m.id, expect.id) && "result" in m);
    case "answer":
      return replies.some((m) => sameId(m.id, expect.id));
    case "clean_answer":
      return replies.some((m) =>
        sameId(m.id, expect.id) && !HOSTILE_OUTPUT.test(JSON.stringify(m))
      );
    case "clean_result":
      return replies.some((m) => {
        const result = m.result as { isError?: unknown } | undefined;
        const text = JSON.stringify(m);
        return sameId(m.id, expect.id) && result !== undefined && result.isError !== true &&
          !HOSTILE_OUTPUT.test(text) && !/Infinity|NaN/.test(text);
      });
    case "tool_error":
      return replies.some((m) =>
        sameId(m.id, expect.id) &&
        ((m.result as { isError?: unknown } | undefined)?.isError === true ||
          (m.error as { code?: unknown } | undefined)?.code === -32602)
      );
  }
}

function awaitedId(expect: Expectation): string | number | null | undefined {
  return "id" in expect ? expect.id : undefined;
}

function describeExpect(expect: Expectation): string {
  return JSON.stringify(expect);
}

/** Runs the fuzzer against fresh server processes and returns the report. */
export async function runFuzz(options: FuzzOptions = {}): Promise<FuzzReport> {
  const seed = options.seed ?? 20251202;
  const count = options.count ?? 10_000;
  const perProcess = options.perProcess ?? 2500;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const main = options.main ?? repoFile("main.ts");
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? await fixtureCopy(seed);
  const started = performance.now();
  const categoriesSeen: Record<string, number> = {};
  const failures: string[] = [];
  const fail = (text: string) => {
    if (failures.length < 20) failures.push(text);
  };
  let processes = 0, crashes = 0, stdoutLines = 0, nonJsonRpc = 0, probeFailures = 0;
  let wrongAnswers = 0, totalBytes = 0, done = 0;
  let server: Server | undefined;
  let sinceStart = 0;

  try {
    for (const input of generateInputs(seed, count)) {
      if (!server || sinceStart >= perProcess) {
        if (server) {
          const status = await server.stop();
          if (status.code !== 0) {
            crashes++;
            fail(`process ended with ${status.code} at end of input: ${server.stderrTail}`);
          }
        }
        server = new Server(main, dataDir);
        processes++;
        sinceStart = 0;
      }
      sinceStart++;
      done++;
      categoriesSeen[input.category] = (categoriesSeen[input.category] ?? 0) + 1;
      totalBytes += input.bytes.length;
      const probeId = `probe-${done}`;
      const probe = line(callText(probeId, "list_markers", "{}"));
      const replies: Message[] = [];
      let probeOk = false, alive = true;
      try {
        await server.write(input.bytes);
        await server.write(probe);
      } catch {
        alive = false;
      }
      const wanted = awaitedId(input.expect);
      let wantedSeen = wanted === undefined;
      let deadline = Date.now() + timeoutMs;
      while (alive && !(probeOk && wantedSeen)) {
        const text = await server.next(deadline);
        if (text === undefined) {
          // Answered the probe but never the input: a wrong answer, not a crash.
          if (!probeOk) alive = false;
          break;
        }
        stdoutLines++;
        const m = jsonRpcLine(text);
        if (m === undefined) {
          nonJsonRpc++;
          fail(`#${done} ${input.category}: stdout line is not JSON-RPC: ${text.slice(0, 200)}`);
          continue;
        }
        if (m.id === probeId) {
          const result = m.result as { structuredContent?: { ok?: unknown } } | undefined;
          probeOk = result?.structuredContent?.ok === true;
          if (!probeOk) {
            probeFailures++;
            fail(`#${done} ${input.category}: probe answer ${text.slice(0, 200)}`);
            probeOk = true;
          }
          // Input errors are written before the probe is even read.
          if (wanted === null) wantedSeen = true;
          // The input's own answer may trail the probe's a little, not much.
          deadline = Math.min(deadline, Date.now() + ANSWER_GRACE_MS);
          continue;
        }
        replies.push(m);
        if (wanted !== undefined && wanted !== null && sameId(m.id, wanted)) wantedSeen = true;
      }
      if (!alive) {
        crashes++;
        fail(`#${done} ${input.category}: the server stopped answering; ${server.stderrTail}`);
        try {
          server.child.kill("SIGKILL");
        } catch {
          // already gone
        }
        await server.child.status;
        server = undefined;
        continue;
      }
      if (!satisfies(input.expect, replies)) {
        wrongAnswers++;
        fail(
          `#${done} ${input.category}: expected ${describeExpect(input.expect)}, got ${
            JSON.stringify(replies).slice(0, 300)
          }`,
        );
      }
      options.progress?.(done, count);
    }
    if (server) {
      const status = await server.stop();
      if (status.code !== 0) {
        crashes++;
        fail(`process ended with ${status.code} at end of input: ${server.stderrTail}`);
      }
      server = undefined;
    }
  } finally {
    if (server) {
      try {
        server.child.kill("SIGKILL");
      } catch {
        // already gone
      }
      await server.child.status;
    }
    if (ownDir) await Deno.remove(dataDir, { recursive: true });
  }
  return {
    seed,
    inputs: done,
    bytes: totalBytes,
    categories: categoriesSeen,
    processes,
    crashes,
    stdoutLines,
    nonJsonRpcLines: nonJsonRpc,
    probeFailures,
    wrongAnswers,
    failures,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** Whether a report shows no failure of any kind. */
export function clean(report: FuzzReport): boolean {
  return report.crashes === 0 && report.nonJsonRpcLines === 0 && report.probeFailures === 0 &&
    report.wrongAnswers === 0;
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: readonly string[]): Promise<number> {
  const rest = args[0] === "--" ? args.slice(1) : args;
  const count = Number(option(rest, "--count") ?? 10_000);
  const seed = Number(option(rest, "--seed") ?? 20251202);
  if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(seed)) {
    console.error("usage: deno task fuzz [--count N] [--seed S] [--json FILE] [--main PATH]");
    return 2;
  }
  const main = option(rest, "--main");
  const report = await runFuzz({
    count,
    seed,
    ...(main ? { main } : {}),
    progress: (done, total) => {
      if (done % 1000 === 0) console.error(`fuzz: ${done}/${total}`);
    },
  });
  const json = option(rest, "--json");
  if (json) await Deno.writeTextFile(json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `fuzz inputs:            ${report.inputs} (seed ${report.seed}, ${
      (report.bytes / MB).toFixed(1)
    } MB)`,
  );
  for (const [name, n] of Object.entries(report.categories)) console.log(`  ${name}: ${n}`);
  console.log(`server processes:       ${report.processes}`);
  console.log(`crashes:                ${report.crashes}`);
  console.log(`stdout lines:           ${report.stdoutLines}`);
  console.log(`non-JSON-RPC lines:     ${report.nonJsonRpcLines}`);
  console.log(`failed probe calls:     ${report.probeFailures}`);
  console.log(`wrong answers:          ${report.wrongAnswers}`);
  console.log(`time:                   ${report.seconds} s`);
  for (const failure of report.failures) console.log(`FAIL ${failure}`);
  return clean(report) ? 0 : 1;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
