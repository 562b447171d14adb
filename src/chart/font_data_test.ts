import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "./font_data.ts";
import { REPORT_MESSAGES } from "../report/report_messages.ts";

const NEEDED = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ–—·…≤≥µμ↑↓±×°²³⁶⁹%ЖжЯя";

Deno.test("the report's fonts have every Polish letter and every character of its messages", () => {
  const pl = REPORT_MESSAGES.pl;
  const words = [
    pl.title,
    pl.footer("1.0.0"),
    pl.noAbnormal,
    pl.low,
    pl.high,
    REPORT_MESSAGES.en.footer("1.0.0"),
  ].join("");
  for (const base64 of [DEJAVU_SANS, DEJAVU_SANS_BOLD]) {
    const font = fontkit.create(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    for (const char of new Set([...NEEDED, ...words])) {
      assert.ok(
        font.hasGlyphForCodePoint(char.codePointAt(0)!),
        `${font.familyName} has "${char}"`,
      );
    }
  }
});
