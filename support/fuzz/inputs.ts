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
import {
  callText,
  type Draws,
  drawsOf,
  encoder,
  type FuzzInput,
  line,
  MB,
  request,
  TOOLS,
} from "./input_lines.ts";
import { toolCategories } from "./tool_inputs.ts";

/** The categories of the wire: bytes, lines, JSON and JSON-RPC framing. */
export function wireCategories(draws: Draws): Record<string, (n: number) => FuzzInput> {
  return { ...byteCategories(draws), ...rpcCategories(draws) };
}

/** The categories of the bytes on the wire: raw bytes, broken text and lines, truncated or deep JSON. */
function byteCategories(draws: Draws): Record<string, (n: number) => FuzzInput> {
  const { int, pick, validRequest } = draws;
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
  };
}

/** The categories of JSON-RPC framing: versions, ids, batches, methods, notifications, params. */
function rpcCategories(draws: Draws): Record<string, (n: number) => FuzzInput> {
  const { random, int, pick, randomString, randomJson, validRequest } = draws;
  return {
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
  };
}

/**
 * The deterministic input stream of a seed: the first inputs walk through
 * every category once, the rest are drawn at random, with the 10 MB lines
 * kept rare so a run stays quick.
 */
export function* generateInputs(seed: number, count: number): Generator<FuzzInput> {
  const random = seededRandom(seed);
  const draws = drawsOf(random);
  const generators = { ...wireCategories(draws), ...toolCategories(draws) };
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
