/**
 * The newline-delimited JSON-RPC transport of the MCP server on stdio. It
 * replaces the SDK's `StdioServerTransport` only for what that one lacks
 * (a bounded line reader, replies to malformed input, draining at end of
 * input, backpressure, two corrections of the SDK's answers). It is the
 * wire under the SDK's `serveStdio` (the v2 `Transport`), and request
 * handling stays with the SDK's `McpServer`. Each addition, and its test in
 * `tests/reliability/transport_test.ts`, is described in
 * docs/reliability.md ("The stdio transport").
 *
 * @module
 */

import { isSpecType, type JSONRPCMessage, type Transport } from "@modelcontextprotocol/server";
import { boundedLines, OVERSIZED } from "./bounded_lines.ts";
import { paramsProblem } from "./request_params.ts";
import {
  type Id,
  INVALID_PARAMS,
  INVALID_REQUEST,
  isRecord,
  malformedParams,
  PARSE_ERROR,
  SCHEMA_ERRORS,
  subscriptionOf,
  validId,
} from "./jsonrpc_checks.ts";

/** The longest line read by default: far above any real request, far below a memory problem. */
const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

/**
 * How many requests may be in flight or answers wait to be written before
 * reading stops: far above what a real client pipelines.
 */
const DEFAULT_MAX_BACKLOG = 64;

/** How long end of input waits for the answers to requests still in flight. */
const DRAIN_MS = 500;

/** Where the transport writes; resolves when the bytes are accepted. */
export type Write = (bytes: Uint8Array) => Promise<unknown>;

/** Options of {@link LineTransport}. */
export interface LineTransportOptions {
  /** Lines longer than this many bytes are skipped and answered `-32600`. */
  readonly maxLineBytes?: number;
  /** Receives one line per rejected input, for stderr. */
  readonly log?: (message: string) => void;
  /** Reading pauses while more requests than this are in flight or answers unwritten. */
  readonly maxBacklog?: number;
}

/** A request passed on to the SDK and not answered yet. */
interface Pending {
  readonly method: string;
  readonly params: unknown;
}

/** A message read while the backlog was full, waiting to be passed on. */
interface Parked {
  readonly message: Record<string, unknown>;
  readonly bytes: number;
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
  /** Requests passed on and not answered yet, by id (ids may repeat), oldest first. */
  readonly #inflight = new Map<string, Pending[]>();
  #inflightCount = 0;
  /** Messages handed to `send` whose bytes are not written yet. */
  #unwritten = 0;
  readonly #maxBacklog: number;
  /**
   * Messages read while the backlog was full, oldest first: reading goes on
   * past a full backlog (so a cancellation that frees a slot is always read)
   * until this holds `maxBacklog` messages or `maxLineBytes` bytes.
   */
  readonly #parked: Parked[] = [];
  #parkedBytes = 0;
  #flushing = false;
  /** Wakes the reader paused on a full backlog. */
  #resume: (() => void) | undefined;
  #drained: (() => void) | undefined;
  readonly #ended = Promise.withResolvers<void>();

  /**
   * Resolves once the transport closed, whoever closed it. `onclose` belongs
   * to whoever drives the transport (the SDK's `serveStdio` sets it); this is
   * for the process that waits for the end.
   */
  get ended(): Promise<void> {
    return this.#ended.promise;
  }

  constructor(input: ReadableStream<Uint8Array>, write: Write, options: LineTransportOptions = {}) {
    this.#input = input;
    this.#write = write;
    this.#maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.#log = options.log ?? (() => {});
    this.#maxBacklog = options.maxBacklog ?? DEFAULT_MAX_BACKLOG;
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
    const subscription = subscriptionOf(message);
    if (subscription !== undefined && "method" in message) {
      // An acknowledged listen stays open until cancelled, its answer the stream's end: it holds
      // no slot from here on.
      this.#answered(JSON.stringify(subscription), "subscriptions/listen");
    } else if (
      isRecord(message) && "id" in message && ("result" in message || "error" in message) &&
      subscription === undefined
    ) {
      const request = this.#answered(JSON.stringify(message.id));
      if (
        request !== undefined && "error" in message && SCHEMA_ERRORS.has(message.error.code) &&
        malformedParams(request)
      ) {
        const problem = `Invalid params: malformed params for ${request.method}`;
        this.#log(`rejected input: ${problem}`);
        message = {
          jsonrpc: "2.0",
          id: message.id,
          error: { code: INVALID_PARAMS, message: problem },
        };
      }
    }
    const bytes = this.#encoder.encode(`${JSON.stringify(message)}\n`);
    this.#unwritten++;
    const sent = this.#output.then(() => this.#write(bytes)).finally(() => {
      this.#unwritten--;
      this.#wakeIfRoom();
    });
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
    this.#resume?.();
    this.#reader?.cancel().catch(() => {});
    this.#ended.resolve();
    this.onclose?.();
    return Promise.resolve();
  }

  async #pump(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    try {
      for await (const line of boundedLines(reader, this.#maxLineBytes)) {
        if (line === OVERSIZED) {
          this.#reject(
            INVALID_REQUEST,
            `Invalid Request: a line longer than ${this.#maxLineBytes} bytes is not read`,
            null,
          );
        } else {
          this.#line(line);
        }
        // Reading pauses while answers wait to be written (the client does not read), or while
        // the parked messages reach their bound; a full backlog alone does not pause it.
        while (!this.#closed && (this.#unwritten >= this.#maxBacklog || this.#parkFull())) {
          await this.#room();
          this.#flush();
        }
        if (this.#closed) break;
      }
    } catch (error) {
      if (!this.#closed) this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
    await this.#deliverParked();
    await this.#drain();
    await this.close();
  }

  #parkFull(): boolean {
    return this.#parked.length >= this.#maxBacklog || this.#parkedBytes >= this.#maxLineBytes;
  }

  /** Passes parked messages on, oldest first, while the backlog has room. */
  #flush(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    try {
      while (!this.#closed && this.#parked.length > 0 && this.#backlog() < this.#maxBacklog) {
        const { message, bytes } = this.#parked.shift()!;
        this.#parkedBytes -= bytes;
        this.#deliver(message);
      }
    } finally {
      this.#flushing = false;
    }
  }

  /**
   * At end of input, passes the parked messages on as the backlog drains; it
   * gives up once no slot has freed for {@link DRAIN_MS}.
   */
  async #deliverParked(): Promise<void> {
    while (!this.#closed && this.#parked.length > 0) {
      const before = this.#parked.length;
      const timer = Promise.withResolvers<void>();
      const timeout = setTimeout(timer.resolve, DRAIN_MS);
      await Promise.race([this.#room(), timer.promise]);
      clearTimeout(timeout);
      this.#flush();
      if (this.#parked.length === before) break;
    }
  }

  /** Requests in flight plus messages not yet written. */
  #backlog(): number {
    return this.#inflightCount + this.#unwritten;
  }

  /** Resolves when the backlog is below its bound again, or the transport closed. */
  #room(): Promise<void> {
    if (this.#closed || this.#backlog() < this.#maxBacklog) return Promise.resolve();
    const { promise, resolve } = Promise.withResolvers<void>();
    this.#resume = resolve;
    return promise;
  }

  #wakeIfRoom(): void {
    if (this.#backlog() < this.#maxBacklog) this.#flush();
    if (this.#resume && this.#backlog() < this.#maxBacklog) {
      const resume = this.#resume;
      this.#resume = undefined;
      resume();
    }
  }

  /**
   * The oldest request in flight with this id (a JSON key), of this method
   * when one is named, is answered, or cancelled.
   */
  #answered(key: string, method?: string): Pending | undefined {
    const list = this.#inflight.get(key);
    if (list === undefined) return undefined;
    const at = method === undefined ? 0 : list.findIndex((pending) => pending.method === method);
    if (at < 0) return undefined;
    const [request] = list.splice(at, 1);
    if (list.length === 0) this.#inflight.delete(key);
    this.#inflightCount--;
    if (this.#inflightCount === 0) this.#drained?.();
    this.#wakeIfRoom();
    return request;
  }

  /** Waits, briefly, for the answers to requests in flight and for the output to flush. */
  async #drain(): Promise<void> {
    if (this.#closed) return;
    if (this.#inflightCount > 0) {
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
    const valid: boolean = isSpecType.JSONRPCMessage(json);
    if (!valid || !isRecord(json)) {
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
    if (json.method === "notifications/cancelled") {
      // Read and passed on at once, even past a full backlog: the SDK never answers a cancelled
      // request, so it stops counting, and a parked one is never passed on.
      const requestId = isRecord(json.params) ? validId(json.params.requestId) : null;
      if (requestId !== null) this.#cancel(JSON.stringify(requestId));
      this.onmessage?.(json as JSONRPCMessage);
      this.#flush();
      return;
    }
    this.#parked.push({ message: json, bytes: bytes.length });
    this.#parkedBytes += bytes.length;
    this.#flush();
  }

  /** A cancelled request: the oldest parked one with this id is dropped, else one in flight stops counting. */
  #cancel(key: string): void {
    const at = this.#parked.findIndex(({ message }) =>
      "id" in message && "method" in message && JSON.stringify(message.id) === key
    );
    if (at < 0) {
      this.#answered(key);
      return;
    }
    const [dropped] = this.#parked.splice(at, 1);
    this.#parkedBytes -= dropped!.bytes;
  }

  /** Passes a message on to the SDK, counting a request as in flight. */
  #deliver(json: Record<string, unknown>): void {
    if ("id" in json && typeof json.method === "string") {
      const key = JSON.stringify(json.id);
      const request = { method: json.method, params: json.params };
      const list = this.#inflight.get(key);
      if (list) list.push(request);
      else this.#inflight.set(key, [request]);
      this.#inflightCount++;
    }
    this.onmessage?.(json as JSONRPCMessage);
  }
}
