/**
 * The product version, from `deno.json`: a static import, so it needs no
 * read permission and travels inside a compiled binary.
 *
 * @module
 */

import config from "../deno.json" with { type: "json" };

/** The version of bloodwork-mcp. */
export const VERSION: string = config.version;

/**
 * The title shown in Claude Desktop and the registry: not "Bloodwork", the
 * name of an unrelated hosted server.
 */
export const SERVER_TITLE = "Blood test results (local)";
