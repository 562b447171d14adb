import assert from "node:assert/strict";
import { acquireLock } from "./lock.ts";

Deno.test("acquireLock() makes a second importer wait until the first releases", async () => {
  const dir = await Deno.makeTempDir();
  const order: string[] = [];
  const first = await acquireLock(dir);
  let waited = false;
  const second = acquireLock(dir, () => (waited = true)).then((lock) => {
    order.push("second");
    return lock;
  });
  await new Promise((resolve) => setTimeout(resolve, 400));
  order.push("first done");
  await first.release();
  await (await second).release();
  assert.deepEqual(order, ["first done", "second"]);
  assert.ok(waited);
  await Deno.remove(dir, { recursive: true });
});
