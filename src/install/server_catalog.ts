/**
 * The tools and prompts of the real server, asked of it over an in-process
 * MCP connection, so the bundle manifest never keeps a second, hand-written
 * list. The server gets a store that is never read: listing tools and
 * rendering prompts need no data.
 *
 * @module
 */

// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createServer } from "../server.ts";

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

/** The placeholder the bundle format uses for a prompt argument. */
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
