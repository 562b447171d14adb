/**
 * A hardened newline-delimited JSON-RPC transport for the MCP server on
 * stdio. Unlike the SDK's `StdioServerTransport`, which drops bad input
 * silently and closes the whole connection on one line over 10 MB, this one
 * answers every malformed request and keeps serving:
 *
 * - bytes that are not UTF-8, or text that is not JSON: `-32700` Parse error (id null);
 * - a batch, a wrong `jsonrpc` version, a bad id or a message of no known
 *   shape: `-32600` Invalid Request (with the id when it is a valid one);
 * - a line longer than `maxLineBytes`: skipped as it streams in, never held
 *   in memory, and answered `-32600`;
 * - known methods with malformed params: `-32602` Invalid params.
 *
 * Error messages never quote the input. A malformed response from the client
 * is never answered (JSON-RPC forbids replying to a response); it is logged.
 * At end of input, requests still in flight get up to half a second to be
 * answered before the transport closes, so a client that writes its requests
 * and closes stdin still gets its answers.
 *
 * @module
 */

// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

/** The longest line read by default: far above any real request, far below a memory problem. */
export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

/** How long end of input waits for the answers to requests still in flight. */
const DRAIN_MS = 500;

/** The longest tool or prompt name accepted; the SDK would echo a longer one back. */
const MAX_NAME_LENGTH = 200;

/** JSON-RPC 2.0 error codes used here. */
export const PARSE_ERROR = -32700;
/** The message is not a valid JSON-RPC request. */
export const INVALID_REQUEST = -32600;
/** The params of a known method are malformed. */
export const INVALID_PARAMS = -32602;

/** Where the transport writes; resolves when the bytes are accepted. */
export type Write = (bytes: Uint8Array) => Promise<unknown>;

/** Options of {@link LineTransport}. */
export interface LineTransportOptions {
  /** Lines longer than this many bytes are skipped and answered `-32600`. */
  readonly maxLineBytes?: number;
  /** Receives one line per rejected input, for stderr. */
  readonly log?: (message: string) => void;
}

interface ParamsCheck {
  safeParse(value: unknown): { success: boolean };
}

/** The request schemas of the methods this server serves, checked before the SDK sees them. */
const REQUEST_SCHEMAS: ReadonlyMap<string, ParamsCheck> = new Map<string, ParamsCheck>([
  ["initialize", InitializeRequestSchema],
  ["ping", PingRequestSchema],
  ["tools/list", ListToolsRequestSchema],
  ["tools/call", CallToolRequestSchema],
  ["prompts/list", ListPromptsRequestSchema],
  ["prompts/get", GetPromptRequestSchema],
  ["completion/complete", CompleteRequestSchema],
  ["resources/list", ListResourcesRequestSchema],
  ["resources/templates/list", ListResourceTemplatesRequestSchema],
  ["resources/read", ReadResourceRequestSchema],
  ["logging/setLevel", SetLevelRequestSchema],
]);

type Id = string | number | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function validId(value: unknown): Id {
  return typeof value === "string" || Number.isSafeInteger(value) ? value as string | number : null;
}

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Why a known method's request is malformed, or `undefined` when it is fine. */
function paramsProblem(message: Record<string, unknown>): string | undefined {
  const method = message.method;
  if (typeof method !== "string") return undefined;
  const schema = REQUEST_SCHEMAS.get(method);
  if (schema && !schema.safeParse(message).success) return `malformed params for ${method}`;
  const params = message.params;
  const name = isRecord(params) ? params.name : undefined;
  if (typeof name === "string" && name.length > MAX_NAME_LENGTH) {
    return `name longer than ${MAX_NAME_LENGTH} characters`;
  }
  return undefined;
}

/**
 * An MCP transport over a byte stream of newline-delimited JSON-RPC.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const written: string[] = [];
 * const input = ReadableStream.from([new TextEncoder().encode('not json\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n')]);
 * const transport = new LineTransport(input, (bytes) => {
 *   written.push(new TextDecoder().decode(bytes));
 *   return Promise.resolve();
 * });
 * const received: unknown[] = [];
 * transport.onmessage = (message) => received.push(message);
 * const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
 * await transport.start();
 * await closed;
 * assert.deepEqual(received, [{ jsonrpc: "2.0", id: 1, method: "ping" }]);
 * assert.equal(JSON.parse(written[0]!).error.code, -32700);
 * ```
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #input: ReadableStream<Uint8Array>;
  readonly #write: Write;
  readonly #maxLineBytes: number;
  readonly #log: (message: string) => void;
  readonly #decoder = new TextDecoder("utf-8", { fatal: true });
  readonly #encoder = new TextEncoder();
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  #output: Promise<unknown> = Promise.resolve();
  #closed = false;
  /** Ids of requests passed on and not answered yet. */
  readonly #inflight = new Set<string>();
  #drained: (() => void) | undefined;

  constructor(input: ReadableStream<Uint8Array>, write: Write, options: LineTransportOptions = {}) {
    this.#input = input;
    this.#write = write;
    this.#maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.#log = options.log ?? (() => {});
  }

  /** Starts reading; resolves at once, and `onclose` fires at end of input. */
  start(): Promise<void> {
    if (this.#reader) throw new Error("LineTransport already started");
    this.#reader = this.#input.getReader();
    void this.#pump(this.#reader);
    return Promise.resolve();
  }

  /** Writes one message as one line. Messages keep their order. */
  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (isRecord(message) && "id" in message && ("result" in message || "error" in message)) {
      this.#inflight.delete(JSON.stringify(message.id));
      if (this.#inflight.size === 0) this.#drained?.();
    }
    const bytes = this.#encoder.encode(`${JSON.stringify(message)}\n`);
    const sent = this.#output.then(() => this.#write(bytes));
    this.#output = sent.catch(() => {});
    return sent.then(() => {}, (error: unknown) => {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      void this.close();
    });
  }

  /** Stops reading and reports the close once. */
  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.#reader?.cancel().catch(() => {});
    this.onclose?.();
    return Promise.resolve();
  }

  async #pump(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    let parts: Uint8Array[] = [];
    let size = 0;
    let oversized = false;
    try {
      while (!this.#closed) {
        const { value, done } = await reader.read();
        if (done) break;
        let start = 0;
        while (start < value.length) {
          const newline = value.indexOf(0x0a, start);
          const end = newline < 0 ? value.length : newline;
          if (!oversized) {
            if (size + end - start > this.#maxLineBytes) {
              oversized = true;
              parts = [];
              size = 0;
            } else if (end > start) {
              // Copy a partial line: the stream may reuse its chunk.
              parts.push(newline < 0 ? value.slice(start, end) : value.subarray(start, end));
              size += end - start;
            }
          }
          if (newline < 0) break;
          if (oversized) {
            this.#reject(
              INVALID_REQUEST,
              `Invalid Request: a line longer than ${this.#maxLineBytes} bytes is not read`,
              null,
            );
          } else {
            this.#line(concat(parts, size));
          }
          parts = [];
          size = 0;
          oversized = false;
          start = newline + 1;
        }
      }
    } catch (error) {
      if (!this.#closed) this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
    await this.#drain();
    await this.close();
  }

  /** Waits, briefly, for the answers to requests in flight and for the output to flush. */
  async #drain(): Promise<void> {
    if (this.#closed) return;
    if (this.#inflight.size > 0) {
      const { promise, resolve } = Promise.withResolvers<void>();
      this.#drained = resolve;
      const timer = setTimeout(resolve, DRAIN_MS);
      await promise;
      clearTimeout(timer);
    }
    await this.#output;
  }

  #reject(code: number, message: string, id: Id): void {
    this.#log(`rejected input: ${message}`);
    void this.send({ jsonrpc: "2.0", id, error: { code, message } } as JSONRPCMessage);
  }

  #line(bytes: Uint8Array): void {
    let text: string;
    try {
      text = this.#decoder.decode(bytes);
    } catch {
      return this.#reject(PARSE_ERROR, "Parse error: the line is not valid UTF-8", null);
    }
    if (text.trim() === "") return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.#reject(PARSE_ERROR, "Parse error: the line is not valid JSON", null);
    }
    if (Array.isArray(json)) {
      return this.#reject(INVALID_REQUEST, "Invalid Request: batches are not supported", null);
    }
    const parsed = JSONRPCMessageSchema.safeParse(json);
    if (!parsed.success || !isRecord(json)) {
      if (isRecord(json) && !("method" in json) && ("result" in json || "error" in json)) {
        this.#log("ignored a malformed response");
        return;
      }
      const id = isRecord(json) ? validId(json.id) : null;
      return this.#reject(INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 message", id);
    }
    const problem = paramsProblem(json);
    if (problem !== undefined) {
      const id = validId(json.id);
      // A notification is never answered, not even with an error.
      if (!("id" in json)) return this.#log(`ignored a notification: ${problem}`);
      return this.#reject(INVALID_PARAMS, `Invalid params: ${problem}`, id);
    }
    if ("id" in json && "method" in json) this.#inflight.add(JSON.stringify(json.id));
    this.onmessage?.(parsed.data);
  }
}
