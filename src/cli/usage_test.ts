import assert from "node:assert/strict";
import { invocation, usage } from "./usage.ts";

Deno.test("usage() says how the program was started, since a deno run user has no bloodwork-mcp command", () => {
  // The help named a command that a `deno run` user does not have.
  const program = invocation(
    "/home/anna/.deno/bin/deno",
    "file:///home/anna/bloodwork-mcp/main.ts",
  );
  assert.equal(program, "deno run --allow-read=DIR /home/anna/bloodwork-mcp/main.ts");
  assert.match(
    usage("/d", program),
    /bloodwork-mcp stands for how you started it: deno run --allow-read=DIR \/home\/anna\/bloodwork-mcp\/main\.ts/,
  );
  assert.equal(
    invocation("C:\\Tools\\bloodwork-anna.exe", "file:///C:/x/main.ts"),
    "C:\\Tools\\bloodwork-anna.exe",
  );
  assert.doesNotMatch(usage("/d"), /stands for/);
});
