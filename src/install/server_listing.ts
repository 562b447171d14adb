/**
 * What the server says about itself outside a session: its tools and
 * prompts, and its entry in the MCP Registry.
 *
 * The tools and prompts are asked of the real server over an in-process MCP
 * connection, so the bundle manifest never keeps a second, hand-written
 * list. The server gets a store that is never read: listing tools and
 * rendering prompts need no data.
 *
 * The registry entry is `server.json` at the root of the repository, in the
 * format of the registry's schema of 2025-12-11 (the latest released one;
 * `mcp-publisher validate` checks a file against it). The file is written by
 * hand and kept true by `server_listing_test.ts`, which compares it with
 * {@link registryEntry} and checks it against {@link ServerJsonSchema}, the
 * rules of that schema and of the official registry that apply to the fields
 * used here (and `tests/install/server_json_test.ts` against the schema
 * itself). Its packages are the generic bundles (`mcpb_generic.ts`), one
 * public `.mcpb` download per platform with its SHA-256, as
 * `deno task mcpb --generic` writes them to `dist/server.json` for a
 * release. See `docs/mcp_line.md`.
 *
 * @module
 */

import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { createServer } from "../server.ts";
import { z } from "zod";
import { SERVER_TITLE } from "../version.ts";

/** What the server does, in one line: the bundle's and the registry entry's description. */
export const SERVER_DESCRIPTION =
  "Your own blood-test results over time, read from one folder on this computer";

/** A tool as the manifest lists it. */
export interface CatalogTool {
  readonly name: string;
  readonly description: string;
}

/** A prompt as the manifest lists it. */
export interface CatalogPrompt {
  readonly name: string;
  readonly description?: string;
  /** Every argument the prompt takes. */
  readonly arguments: readonly string[];
  /**
   * The prompt's text with each required argument as `${arguments.NAME}`;
   * optional arguments are left out.
   */
  readonly text: string;
}

/** What the server offers. */
export interface Catalog {
  readonly tools: readonly CatalogTool[];
  readonly prompts: readonly CatalogPrompt[];
}

/**
 * The placeholder the bundle format uses for a prompt argument.
 *
 * @internal test seam: the listing test spells a prompt argument as the bundle does.
 */
export function placeholder(argument: string): string {
  return "${arguments." + argument + "}";
}

/**
 * Lists the real server's tools and prompts, and renders each prompt with
 * placeholders.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const catalog = await serverCatalog("0.0.0");
 * assert.ok(catalog.tools.some((tool) => tool.name === "get_trend"));
 * ```
 */
export async function serverCatalog(version: string): Promise<Catalog> {
  const server = createServer({
    snapshot: () => Promise.reject(new Error("The catalog never reads the store")),
    version,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "bloodwork-mcpb", version });
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const { tools } = await client.listTools();
    const { prompts } = await client.listPrompts();
    const rendered: CatalogPrompt[] = [];
    for (const prompt of prompts) {
      const args = prompt.arguments ?? [];
      const values = Object.fromEntries(
        args.filter((a) => a.required).map((a) => [a.name, placeholder(a.name)]),
      );
      const { messages } = await client.getPrompt({ name: prompt.name, arguments: values });
      const text = messages.flatMap((m) => m.content.type === "text" ? [m.content.text] : []).join(
        "\n\n",
      );
      rendered.push({
        name: prompt.name,
        ...(prompt.description === undefined ? {} : { description: prompt.description }),
        arguments: args.map((a) => a.name),
        text,
      });
    }
    return {
      tools: tools.map((tool) => ({
        name: tool.name,
        description: tool.description ?? tool.title ?? tool.name,
      })),
      prompts: rendered,
    };
  } finally {
    await client.close();
    await server.close();
  }
}

/**
 * The schema version of `server.json`, as its `$schema` names it.
 *
 * @internal test seam: the server.json test checks the committed file names this version.
 */
export const SERVER_JSON_SCHEMA =
  "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

/**
 * The server's name in the registry: reverse-DNS, namespace then name. The
 * namespace must be one the publisher can prove (a GitHub account or a
 * domain) when publishing; change it here and in `server.json` together.
 */
const REGISTRY_NAME = "io.github.bloodwork-mcp/bloodwork-mcp";

/** The display title in the registry and in Claude Desktop: the server's own (`SERVER_TITLE`). */
export const REGISTRY_TITLE = SERVER_TITLE;

/** A version that names one release: not `latest`, not a range (`^1.2`, `~1`, `>=1`, `1.x`, `1.*`). */
const exactVersion = z.string().min(1).max(255).refine(
  (v) => v !== "latest" && !/^[\^~<>=]|(^|\.)[x*](\.|$)/i.test(v),
  "a version must name one release, not a range or latest",
);

/**
 * The rules of the 2025-12-11 schema (and the official registry) for the fields used here.
 *
 * @internal test seam: the tests validate listings against the registry's rules.
 */
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
 * The registry entry of this version of the server, with `packages` if
 * given.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const entry = registryEntry("1.2.0");
 * assert.equal(entry.version, "1.2.0");
 * assert.ok(ServerJsonSchema.safeParse(entry).success);
 * ```
 */
export function registryEntry(
  version: string,
  packages?: NonNullable<ServerJson["packages"]>,
): ServerJson {
  return {
    $schema: SERVER_JSON_SCHEMA,
    name: REGISTRY_NAME,
    title: REGISTRY_TITLE,
    description: SERVER_DESCRIPTION,
    version,
    ...(packages === undefined ? {} : { packages }),
  };
}
