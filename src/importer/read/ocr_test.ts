import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { DEFAULT_LIMITS, LimitError } from "./limits.ts";
import {
  checkTesseract,
  makeProgramRunner,
  ocrPdf,
  OcrUnavailableError,
  type ProgramRunner,
} from "./ocr.ts";
import { readDocument } from "../pipeline/mod.ts";

const index = buildMarkerIndex(buildDictionary([]));
const encode = (text: string) => new TextEncoder().encode(text);

/** The header of a PNG of `width` × `height` pixels: all that is read before OCR. */
function pngOf(width: number, height: number): Uint8Array {
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
  new DataView(png.buffer).setUint32(16, width);
  new DataView(png.buffer).setUint32(20, height);
  return png;
}
const SCAN = pngOf(1240, 1754);

/** A runner whose programs point at files that do not exist: the real "not installed" path. */
const notInstalled = makeProgramRunner({
  tesseract: "/nonexistent/bin/tesseract",
  pdftoppm: "/nonexistent/bin/pdftoppm",
});

Deno.test("a missing program is an error that names it and says how to install it", async () => {
  const error = await notInstalled("tesseract", ["--version"]).then(
    () => assert.fail("expected the run to fail"),
    (e: unknown) => e,
  );
  assert.ok(error instanceof OcrUnavailableError);
  assert.equal(error.missing, "tesseract");
  assert.match(
    error.message,
    /^OCR needs the program "tesseract", which is not installed\. Install it with: sudo apt-get install tesseract-ocr tesseract-ocr-pol/,
  );
  await assert.rejects(
    notInstalled("pdftoppm", ["-v"]),
    /OCR needs the program "pdftoppm".*apt-get install poppler-utils/,
  );
});

Deno.test("checkTesseract() refuses a tesseract without Polish data and names the package", async () => {
  const noPolish: ProgramRunner = () =>
    Promise.resolve({ code: 0, stdout: encode("List:\neng\nosd\n"), stderr: "" });
  await assert.rejects(checkTesseract(noPolish), /Polish language data.*tesseract-ocr-pol/);
});

Deno.test("readDocument() of an image without tesseract fails loudly, never silently", async () => {
  await assert.rejects(
    readDocument({ path: "/x/scan.png", kind: "image" }, SCAN, index, notInstalled),
    /OCR needs the program "tesseract".*apt-get install tesseract-ocr tesseract-ocr-pol/,
  );
});

const TSV_HEADER =
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";

/** Tesseract TSV output for words given as [text, left, top, confidence?] on lines 40 px high. */
function tsv(lines: readonly (readonly [string, number, number, number?])[][]): string {
  const rows = [TSV_HEADER];
  lines.forEach((words, n) => {
    const top = words[0]![2];
    rows.push(`4\t1\t1\t1\t${n + 1}\t0\t0\t${top}\t1000\t40\t-1\t`);
    words.forEach(([text, left, _top, conf = 95], k) => {
      rows.push(
        `5\t1\t1\t1\t${n + 1}\t${k + 1}\t${left}\t${top + 5}\t${
          text.length * 18
        }\t30\t${conf}\t${text}`,
      );
    });
  });
  return rows.join("\n");
}

Deno.test("readDocument() builds OCR rows from tesseract's word boxes, with the same row builder", async () => {
  const seen: string[][] = [];
  const fake: ProgramRunner = (_program, args) => {
    seen.push([...args]);
    const out = args[0] === "--list-langs" ? "pol\neng\n" : tsv([
      [["Data", 40, 100], ["pobrania:", 130, 100], ["02.02.2024", 320, 100]],
      [["Badanie", 40, 200], ["Wynik", 600, 200], ["Jednostka", 800, 200], ["Zakres", 1100, 200]],
      [
        ["FOO", 40, 260],
        ["parametr", 120, 260],
        ["5", 600, 260],
        ["H", 650, 260],
        ["mg/l", 800, 260],
        ["1", 1100, 260],
        ["-", 1130, 260],
        ["4", 1160, 260],
      ],
    ]);
    return Promise.resolve({ code: 0, stdout: encode(out), stderr: "" });
  };
  const doc = await readDocument(
    { path: "/x/scan.png", kind: "image" },
    SCAN,
    index,
    fake,
  );
  assert.equal(doc.format, "ocr");
  assert.deepEqual(seen[1], [
    "stdin",
    "stdout",
    "-l",
    "pol+eng",
    "--psm",
    "6",
    "-c",
    "hocr_char_boxes=1",
    "hocr",
  ]);
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.date, r.value, r.unit, r.range, r.labFlag]),
    [["FOO parametr", "2024-02-02", { value: 5 }, "mg/l", { ref_low: 1, ref_high: 4 }, "H"]],
  );
});

Deno.test("readDocument() reads plain OCR text when tesseract gives no word boxes", async () => {
  const fake: ProgramRunner = (_program, args) =>
    Promise.resolve({
      code: 0,
      stdout: encode(
        args[0] === "--list-langs" ? "pol\neng\n" : "Data pobrania: 02.02.2024\nFOO 5 mg/l 1 - 9\n",
      ),
      stderr: "",
    });
  const doc = await readDocument(
    { path: "/x/scan.png", kind: "image" },
    SCAN,
    index,
    fake,
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value]), [["FOO", "2024-02-02", {
    value: 5,
  }]]);
});

Deno.test("ocrPdf() renders a large page at a lower resolution and refuses a huge one before running anything", async () => {
  const calls: string[][] = [];
  const fake: ProgramRunner = (program, args) => {
    calls.push([program, ...args]);
    return Promise.resolve({
      code: 0,
      stdout: program === "tesseract" ? encode(TSV_HEADER) : SCAN,
      stderr: "",
    });
  };
  await ocrPdf("/x/a0.pdf", [{ width: 2384, height: 3370 }], fake);
  assert.deepEqual(calls[0]?.slice(0, 3), ["pdftoppm", "-r", "160"]);
  calls.length = 0;
  await assert.rejects(
    ocrPdf("/x/huge.pdf", [{ width: 595, height: 842 }, { width: 10000, height: 10000 }], fake),
    (error: unknown) =>
      error instanceof LimitError &&
      /^page 2 is 10000 × 10000 pt: even at 100 dpi it would be 192\.9 megapixels, more than the limit of 40 megapixels per page$/
        .test(error.message),
  );
  assert.deepEqual(calls, []);
});

Deno.test("readDocument() refuses an image over the pixel cap before OCR, naming the limit", async () => {
  const calls: string[] = [];
  const fake: ProgramRunner = (program, args) => {
    calls.push(`${program} ${args[0]}`);
    return Promise.resolve({ code: 0, stdout: encode("pol\n"), stderr: "" });
  };
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
  png.set([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20], 16);
  await assert.rejects(
    readDocument({ path: "/x/huge.png", kind: "image" }, png, index, fake),
    /the image is 20000 × 20000 pixels \(400 megapixels\), more than the limit of 40 megapixels per page/,
  );
  assert.deepEqual(calls, ["tesseract --list-langs"]);
});

Deno.test("readDocument() stops a document that takes longer than the time limit, and kills its program", async () => {
  let aborted = false;
  const slow: ProgramRunner = (_program, args, _stdin, signal) => {
    if (args[0] === "--list-langs") {
      return Promise.resolve({ code: 0, stdout: encode("pol\n"), stderr: "" });
    }
    return new Promise((_, reject) =>
      signal?.addEventListener("abort", () => {
        aborted = true;
        reject(new Error("killed"));
      })
    );
  };
  await assert.rejects(
    readDocument({ path: "/x/scan.png", kind: "image" }, SCAN, index, slow, {
      ...DEFAULT_LIMITS,
      timeLimitMs: 50,
    }),
    /reading the document took longer than the limit of 0\.05 s per document/,
  );
  assert.equal(aborted, true);
});

Deno.test("readDocument() lists an OCR value read with low confidence as unreadable, never as a number", async () => {
  const fake: ProgramRunner = (_program, args) => {
    const out = args[0] === "--list-langs" ? "pol\n" : tsv([
      [["Data", 40, 100], ["pobrania:", 130, 100], ["20.06.2022", 320, 100]],
      [["Badanie", 40, 200], ["Wynik", 600, 200], ["Jedn.", 800, 200], ["Norma", 1100, 200]],
      [["CRP", 40, 260], ["172", 600, 260, 51.8], ["mg/l", 800, 260], ["<5,0", 1100, 260]],
      [["Glukoza", 40, 320], ["88", 600, 320, 96.7], ["mg/dl", 800, 320], ["70-99", 1100, 320]],
    ]);
    return Promise.resolve({ code: 0, stdout: encode(out), stderr: "" });
  };
  const doc = await readDocument(
    { path: "/x/photo.png", kind: "image" },
    SCAN,
    index,
    fake,
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unreadable]), [
    ["CRP", { value: 172 }, "OCR is unsure of the result (confidence 52 %)"],
    ["Glukoza", { value: 88 }, undefined],
  ]);
});

Deno.test("readDocument() lists an OCR row whose range was read with very low confidence as unreadable", async () => {
  const fake: ProgramRunner = (_program, args) => {
    const out = args[0] === "--list-langs" ? "pol\n" : tsv([
      [["Data", 40, 100], ["pobrania:", 130, 100], ["20.06.2022", 320, 100]],
      [["Badanie", 40, 200], ["Wynik", 600, 200], ["Jedn.", 800, 200], ["Norma", 1100, 200]],
      [["Potas", 40, 260], ["4,6", 600, 260], ["mmol/l", 800, 260], ["3,0", 1100, 260, 12], [
        "-5,1",
        1180,
        260,
        40,
      ]],
      [["Sód", 40, 320], ["140", 600, 320], ["mmol/l", 800, 320], ["136-145", 1100, 320, 70]],
      // A bound's sign read unsure: the row stands.
      [["Cholesterol", 40, 380], ["129", 600, 380], ["mg/dl", 800, 380], ["<", 1100, 380, 17], [
        "190",
        1130,
        380,
      ]],
    ]);
    return Promise.resolve({ code: 0, stdout: encode(out), stderr: "" });
  };
  const doc = await readDocument({ path: "/x/scan.png", kind: "image" }, SCAN, index, fake);
  assert.deepEqual(doc.rows.map((r) => [r.name, r.range, r.unreadable]), [
    ["Potas", { ref_low: 3, ref_high: 5.1 }, "OCR is unsure of the range (confidence 12 %)"],
    ["Sód", { ref_low: 136, ref_high: 145 }, undefined],
    ["Cholesterol", { ref_high: 190 }, undefined],
  ]);
});

Deno.test("readDocument() takes an OCR'd arrow beside a value, or in the flag column, as the lab's flag", async () => {
  const fake: ProgramRunner = (_program, args) => {
    const out = args[0] === "--list-langs" ? "pol\n" : tsv([
      [["Data", 40, 100], ["pobrania:", 130, 100], ["20.06.2022", 320, 100]],
      [["Parametr", 40, 200], ["Wynik", 600, 200], ["Jedn.", 800, 200], ["Zakres", 1000, 200], [
        "Flaga",
        1300,
        200,
      ]],
      [
        ["TSH", 40, 260],
        ["1", 580, 260],
        ["5,82", 620, 260],
        ["mIU/l", 800, 260],
        ["0,27", 1000, 260],
        ["-", 1080, 260],
        ["4,2", 1110, 260],
      ],
      [
        ["B12", 40, 320],
        ["4", 580, 320],
        ["162", 620, 320],
        ["pg/ml", 800, 320],
        ["197", 1000, 320],
        ["-", 1080, 320],
        ["771", 1110, 320],
      ],
      [
        ["Sód", 40, 380],
        ["133", 600, 380],
        ["mmol/l", 800, 380],
        ["136", 1000, 380],
        ["-", 1080, 380],
        ["145", 1110, 380],
        ["|", 1310, 380],
      ],
      [["Potas", 40, 440], ["4,2", 600, 440], ["mmol/l", 800, 440], ["3,5", 1000, 440], [
        "-",
        1080,
        440,
      ], ["5,1", 1110, 440]],
    ]);
    return Promise.resolve({ code: 0, stdout: encode(out), stderr: "" });
  };
  const doc = await readDocument(
    { path: "/x/photo.png", kind: "image" },
    SCAN,
    index,
    fake,
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.labFlag]), [
    ["TSH", { value: 5.82 }, "H"],
    ["B12", { value: 162 }, "L"],
    ["Sód", { value: 133 }, "L"],
    ["Potas", { value: 4.2 }, undefined],
  ]);
});

/** A tesseract that has `installed` and reads a German report: with German data, its umlauts too. */
function germanTesseract(installed: string, seen: string[]): ProgramRunner {
  return (_program, args) => {
    if (args[0] === "--list-langs") {
      return Promise.resolve({ code: 0, stdout: encode(installed), stderr: "" });
    }
    const languages = args[args.indexOf("-l") + 1]!;
    seen.push(languages);
    const umlaut = languages.split("+").includes("deu") ? "ä" : "a";
    const out = tsv([
      [["Entnahme:", 40, 100], ["12.05.2025", 320, 100]],
      [["Parameter", 40, 200], ["Ergebnis", 600, 200], ["Einheit", 800, 200]],
      [[`H${umlaut}moglobin`, 40, 260], ["13,4", 600, 260], ["g/dl", 800, 260]],
    ]);
    return Promise.resolve({ code: 0, stdout: encode(out), stderr: "" });
  };
}

Deno.test("a page whose first reading prints another language's words is read again with that language's data", async () => {
  const seen: string[] = [];
  const tesseract = germanTesseract("pol\neng\ndeu\nukr\n", seen);
  const doc = await readDocument({ path: "/x/scan.png", kind: "image" }, SCAN, index, tesseract);
  assert.deepEqual(seen, ["pol+eng", "deu+pol+eng"]);
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date]), [["Hämoglobin", "2025-05-12"]]);
});

Deno.test("a page read in a language whose data tesseract lacks is refused with the package to install", async () => {
  const tesseract = germanTesseract("pol\neng\n", []);
  await assert.rejects(
    readDocument({ path: "/x/scan.png", kind: "image" }, SCAN, index, tesseract),
    /the document is in German, and tesseract has no German language data \("deu"\)\. Install it with: sudo apt-get install tesseract-ocr-deu/,
  );
});

Deno.test("a page that prints no language's words is read again with every language tesseract has", async () => {
  const seen: string[] = [];
  const fake: ProgramRunner = (_program, args) => {
    if (args[0] === "--list-langs") {
      return Promise.resolve({ code: 0, stdout: encode("pol\neng\nukr\n"), stderr: "" });
    }
    seen.push(args[args.indexOf("-l") + 1]!);
    return Promise.resolve({ code: 0, stdout: encode(tsv([[["xyz", 40, 100]]])), stderr: "" });
  };
  await readDocument({ path: "/x/scan.png", kind: "image" }, SCAN, index, fake);
  assert.deepEqual(seen, ["pol+eng", "pol+eng+ukr"]);
});
