/**
 * The checks the stdio transport (`transport.ts`) makes of a JSON-RPC
 * message before the SDK sees it or after the SDK answered: the error codes
 * it answers with, whether a request's params fail the SDK's schema for its
 * method, a message's id and the subscription it belongs to.
 *
 * @module
 */

import { isSpecType } from "@modelcontextprotocol/server";

/** Where the SDK stamps the listen request's id on a subscription's messages (2026-07-28). */
const SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";

/** JSON-RPC 2.0 error codes used here. */
export const PARSE_ERROR = -32700;
/** The message is not a valid JSON-RPC request. */
export const INVALID_REQUEST = -32600;
/** The params of a known method are malformed. */
export const INVALID_PARAMS = -32602;
/**
 * What the SDK answers when a request's params fail its schema: `-32602`
 * with a dump of the schema issues as the message (some paths, and the SDK
 * of the v1 line, say `-32603`). Either becomes a short `-32602`.
 */
export const SCHEMA_ERRORS: ReadonlySet<number> = new Set([INVALID_PARAMS, -32603]);

type ParamsCheck = (message: unknown) => boolean;

/**
 * The request check of every method a client may call, by method: the SDK's
 * own guards for each request of the specification, `server/discover` and
 * `subscriptions/listen` (revision 2026-07-28) included.
 */
const CLIENT_REQUESTS: ReadonlyMap<string, ParamsCheck> = new Map<string, ParamsCheck>([
  ["initialize", isSpecType.InitializeRequest],
  ["ping", isSpecType.PingRequest],
  ["server/discover", isSpecType.DiscoverRequest],
  ["subscriptions/listen", isSpecType.SubscriptionsListenRequest],
  ["completion/complete", isSpecType.CompleteRequest],
  ["logging/setLevel", isSpecType.SetLevelRequest],
  ["prompts/get", isSpecType.GetPromptRequest],
  ["prompts/list", isSpecType.ListPromptsRequest],
  ["resources/list", isSpecType.ListResourcesRequest],
  ["resources/templates/list", isSpecType.ListResourceTemplatesRequest],
  ["resources/read", isSpecType.ReadResourceRequest],
  ["resources/subscribe", isSpecType.SubscribeRequest],
  ["resources/unsubscribe", isSpecType.UnsubscribeRequest],
  ["tools/call", isSpecType.CallToolRequest],
  ["tools/list", isSpecType.ListToolsRequest],
]);

/** Whether a request's params fail the SDK's schema for its method. */
export function malformedParams(
  request: { readonly method: string; readonly params: unknown },
): boolean {
  const schema = CLIENT_REQUESTS.get(request.method);
  const message = request.params === undefined
    ? { method: request.method }
    : { method: request.method, params: request.params };
  return schema !== undefined && !schema(message);
}

export type Id = string | number | null;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * The listen request id a message of a subscription carries: its
 * acknowledgement (a notification) or its graceful close (a result).
 */
export function subscriptionOf(message: unknown): unknown {
  if (!isRecord(message)) return undefined;
  const holder = isRecord(message.params) ? message.params : message.result;
  if (!isRecord(holder) || !isRecord(holder._meta)) return undefined;
  return holder._meta[SUBSCRIPTION_ID];
}

export function validId(value: unknown): Id {
  return typeof value === "string" || Number.isSafeInteger(value) ? value as string | number : null;
}
