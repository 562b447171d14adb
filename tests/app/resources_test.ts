/**
 * The server's resources and logging (see docs/pictures.md): the trend view (an MCP App)
 * and the marker dictionary are listed and readable, the two chart tools link
 * to the view, and store problems reach the client as warnings once each.
 * (The tools/list token budget, links included, is tests/token_budget_test.ts.)
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "../helpers.ts";
import { fixtureDataDir } from "../plain_helpers.ts";

const dataDir = await fixtureDataDir("basic");
const VIEW = "ui://bloodwork/trend.html";

Deno.test("the server lists the trend view, the dictionary and the documents, and reads them", async () => {
  await using client = await connectInProcess(dataDir);
  assert.ok(client.getServerCapabilities()?.resources, "resources capability");
  const { resources } = await client.listResources();
  assert.deepEqual(
    resources.map((r) => [r.uri, r.mimeType]).sort(),
    [
      ["bloodwork://documents", "application/json"],
      ["bloodwork://markers", "application/json"],
      [VIEW, "text/html;profile=mcp-app"],
    ],
  );
  // A store with no provenance lists no document.
  const documents = await client.readResource({ uri: "bloodwork://documents" });
  assert.deepEqual(JSON.parse((documents.contents[0] as { text: string }).text), { documents: [] });
  const { resourceTemplates } = await client.listResourceTemplates();
  assert.deepEqual(resourceTemplates, [], "no template can name a path");
  const view = await client.readResource({ uri: VIEW });
  const html = view.contents[0] as { text: string; mimeType: string };
  assert.equal(html.mimeType, "text/html;profile=mcp-app");
  assert.match(html.text, /^<!doctype html>/i);
  const markers = await client.readResource({ uri: "bloodwork://markers" });
  const body = JSON.parse((markers.contents[0] as { text: string }).text);
  const ferritin = body.markers.find((m: { code: string }) => m.code === "FERR");
  assert.equal(ferritin.has_results, true);
  assert.ok(ferritin.label.length > 0);
  assert.ok(body.markers.some((m: { has_results: boolean }) => !m.has_results));
});

Deno.test("get_trend and compare_markers link to the trend view, the other tools do not", async () => {
  await using client = await connectInProcess(dataDir);
  const { tools } = await client.listTools();
  for (const tool of tools) {
    const linked = tool.name === "get_trend" || tool.name === "compare_markers";
    const meta = tool._meta as Record<string, unknown> | undefined;
    assert.deepEqual(
      meta,
      linked ? { ui: { resourceUri: VIEW }, "ui/resourceUri": VIEW } : undefined,
      tool.name,
    );
  }
});

Deno.test("store problems reach the client as warnings, once each", async () => {
  await using client = await connectInProcess(dataDir);
  const messages: { level: string; data: unknown }[] = [];
  client.setNotificationHandler("notifications/message", (n) => {
    messages.push(n.params);
  });
  assert.ok(client.getServerCapabilities()?.logging, "logging capability");
  await client.setLoggingLevel("warning");
  await call(client, "get_trend", { marker: "ferritin" });
  await call(client, "list_markers", {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(messages.length >= 2, `got ${messages.length} warnings`);
  assert.ok(messages.every((m) => m.level === "warning"));
  const texts = messages.map((m) => String(m.data));
  assert.equal(new Set(texts).size, texts.length, "no problem is sent twice");
  assert.ok(texts.some((t) => /"broken\.ndjson" line 2/.test(t)), texts.join("\n"));
});

Deno.test("a client that asks for errors only gets no warnings", async () => {
  await using client = await connectInProcess(dataDir);
  const messages: unknown[] = [];
  client.setNotificationHandler("notifications/message", (n) => {
    messages.push(n.params);
  });
  await client.setLoggingLevel("error");
  await call(client, "get_trend", { marker: "ferritin" });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(messages, []);
});

Deno.test("the visit_summary prompt asks for the report's sections, from a date or the previous test", async () => {
  await using client = await connectInProcess(dataDir);
  const { prompts } = await client.listPrompts();
  const prompt = prompts.find((p) => p.name === "visit_summary");
  assert.deepEqual(prompt?.arguments?.map((a) => [a.name, a.required ?? false]), [[
    "since",
    false,
  ]]);
  const text = async (args: Record<string, string>) => {
    const { messages } = await client.getPrompt({ name: "visit_summary", arguments: args });
    return (messages[0]!.content as { text: string }).text;
  };
  const fromDate = await text({ since: "2024-01-01" });
  assert.match(fromDate, /since "2024-01-01"/);
  assert.match(fromDate, /Call changes_since with since "2024-01-01" once/);
  assert.doesNotMatch(fromDate, /20 ?%/, "one definition of a meaningful change: the RCV's");
  assert.match(fromDate, /out of range now: each marker's latest result/);
  assert.match(fromDate, /not_repeated/);
  assert.match(fromDate, /not a diagnosis/);
  assert.match(await text({}), /since the previous test/);
});

Deno.test("bloodwork://markers answers store_unreadable, not an internal error, when the data directory is gone", async () => {
  // It answered -32603.
  const gone = `${await Deno.makeTempDir()}/missing`;
  await using client = await connectInProcess(gone);
  const markers = await client.readResource({ uri: "bloodwork://markers" });
  const body = JSON.parse((markers.contents[0] as { text: string }).text);
  assert.deepEqual(body.markers, []);
  assert.equal(body.error.code, "store_unreadable");
  assert.equal(body.error.path, gone);
  assert.match(body.error.message, /Cannot read the data directory/);
});

Deno.test("the trend view's HTML carries its CSP in a meta element, as its resource entry declares", async () => {
  // Hosts read the resources/read content first.
  await using client = await connectInProcess(dataDir);
  const view = await client.readResource({ uri: VIEW });
  const html = (view.contents[0] as { text: string }).text;
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i);
  assert.ok(meta, "a CSP meta element");
  assert.match(meta[1]!, /default-src 'none'/);
  assert.match(meta[1]!, /connect-src 'none'/);
  assert.doesNotMatch(meta[1]!, /unsafe-eval/);
});
