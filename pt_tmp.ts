import { documentText } from "./src/importer/transcript/document_text.ts";
const p = Deno.args[0]!;
const t = await documentText(p, await Deno.readFile(p));
if ("lines" in t) { for (const l of t.lines) console.log(l.page, l.text); }
else console.log(t);
