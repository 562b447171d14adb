/**
 * Checks of a request's params made before the SDK sees it, for what the SDK
 * would otherwise mishandle: it echoes a tool or prompt name and a resource
 * URI whole in its errors (a 1 MB URI gave a 1 MB error), and it answers a
 * `resources/read` of a URI that does not parse with `-32603` (internal
 * error) instead of `-32602` (invalid params). Pure.
 *
 * @module
 */

/** The longest tool or prompt name accepted; the SDK would echo a longer one back. */
const MAX_NAME_LENGTH = 200;

/** The longest resource URI accepted (ours are a few dozen characters). */
const MAX_URI_LENGTH = 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The resource URI a request names: `params.uri`, or `params.ref.uri` for completion. */
function uriOf(method: unknown, params: Record<string, unknown>): unknown {
  if (method === "completion/complete") return isRecord(params.ref) ? params.ref.uri : undefined;
  return method === "resources/read" || method === "resources/subscribe" ||
      method === "resources/unsubscribe"
    ? params.uri
    : undefined;
}

/**
 * Why a request's params are refused before the SDK sees them, or
 * `undefined` when they are not.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(paramsProblem({ method: "tools/call", params: { name: "x".repeat(201) } }), "name longer than 200 characters");
 * assert.equal(paramsProblem({ method: "resources/read", params: { uri: "not a uri" } }), "uri is not a valid URI");
 * assert.equal(paramsProblem({ method: "resources/read", params: { uri: "bloodwork://markers" } }), undefined);
 * ```
 */
export function paramsProblem(message: Record<string, unknown>): string | undefined {
  const params = message.params;
  if (!isRecord(params)) return undefined;
  const name = params.name;
  if (typeof name === "string" && name.length > MAX_NAME_LENGTH) {
    return `name longer than ${MAX_NAME_LENGTH} characters`;
  }
  const uri = uriOf(message.method, params);
  if (typeof uri !== "string") return undefined;
  if (uri.length > MAX_URI_LENGTH) return `uri longer than ${MAX_URI_LENGTH} characters`;
  return URL.canParse(uri) ? undefined : "uri is not a valid URI";
}
