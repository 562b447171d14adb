/**
 * The entry of this server in the MCP Registry: `server.json` at the root of
 * the repository, in the format of the registry's schema of 2025-12-11 (the
 * latest released one; `mcp-publisher validate` checks a file against it).
 * The file is written by hand and kept true by `registry_entry_test.ts`,
 * which compares it with {@link registryEntry} and checks it against
 * {@link ServerJsonSchema}, the rules of that schema and of the official
 * registry that apply to the fields used here.
 *
 * There is no `packages` entry. The registry's entries are public packages
 * (npm, PyPI, NuGet, OCI) or one public `.mcpb` download with its SHA-256,
 * and the only bundle this project builds is personal: the one data folder
 * the server may read is baked into its sandbox (see `manifest.ts`), so no
 * single file could serve everyone. See `docs/mcp_line.md`. Pure.
 *
 * @module
 */

import { z } from "zod";
import { SERVER_DESCRIPTION } from "./manifest.ts";

/** The schema version of `server.json`, as its `$schema` names it. */
export const SERVER_JSON_SCHEMA =
  "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

/**
 * The server's name in the registry: reverse-DNS, namespace then name. The
 * namespace must be one the publisher can prove (a GitHub account or a
 * domain) when publishing; change it here and in `server.json` together.
 */
export const REGISTRY_NAME = "io.github.bloodwork-mcp/bloodwork-mcp";

/** The display title, as the server reports it in `serverInfo`. */
export const REGISTRY_TITLE = "Bloodwork";

/** A version that names one release: not `latest`, not a range (`^1.2`, `~1`, `>=1`, `1.x`, `1.*`). */
const exactVersion = z.string().min(1).max(255).refine(
  (v) => v !== "latest" && !/^[\^~<>=]|(^|\.)[x*](\.|$)/i.test(v),
  "a version must name one release, not a range or latest",
);

/** The rules of the 2025-12-11 schema (and the official registry) for the fields used here. */
export const ServerJsonSchema = z.strictObject({
  $schema: z.literal(SERVER_JSON_SCHEMA),
  name: z.string().min(3).max(200).regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
  title: z.string().min(1).max(100).optional(),
  description: z.string().min(1).max(100),
  version: exactVersion,
  websiteUrl: z.url().optional(),
  repository: z.object({ url: z.url(), source: z.string() }).optional(),
  packages: z.array(
    z.object({
      registryType: z.string(),
      identifier: z.string(),
      version: exactVersion.optional(),
      fileSha256: z.string().regex(/^[a-f0-9]{64}$/).optional(),
      transport: z.object({ type: z.enum(["stdio", "streamable-http", "sse"]) }),
    }).refine(
      (p) =>
        p.registryType !== "mcpb" ||
        (p.fileSha256 !== undefined && /^https:\/\//.test(p.identifier)),
      "an mcpb package is an https download with its fileSha256",
    ),
  ).optional(),
});

/** A `server.json` as this project writes it. */
export type ServerJson = z.infer<typeof ServerJsonSchema>;

/**
 * The registry entry of this version of the server.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const entry = registryEntry("1.2.0");
 * assert.equal(entry.version, "1.2.0");
 * assert.ok(ServerJsonSchema.safeParse(entry).success);
 * ```
 */
export function registryEntry(version: string): ServerJson {
  return {
    $schema: SERVER_JSON_SCHEMA,
    name: REGISTRY_NAME,
    title: REGISTRY_TITLE,
    description: SERVER_DESCRIPTION,
    version,
  };
}
