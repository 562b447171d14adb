/// <reference lib="dom" />
/**
 * Draws a chart made by the view's drawing code (an Observable Plot SVG
 * element) onto a pdf-lib page as vector graphics, so the report's charts
 * are the view's charts. Handles what Plot emits for these charts: groups
 * with inherited paint attributes and `translate`, `rect`, `line`, `circle`,
 * `path` (with `translate` and `rotate`) and `text` (with `tspan` lines and
 * `em` offsets). `style`, `title` and anything else are skipped.
 *
 * @module
 */

import { degrees, LineCapStyle, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** Paint inherited down the tree. */
interface Paint {
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly fillOpacity: number;
  readonly strokeOpacity: number;
  readonly dash: number[] | undefined;
  readonly fontSize: number;
  readonly bold: boolean;
  readonly anchor: "start" | "middle" | "end";
  readonly dx: number;
  readonly dy: number;
}

/** Where and how to draw. */
export interface PdfTarget {
  readonly page: PDFPage;
  /** The page position of the SVG's top-left corner. */
  readonly left: number;
  readonly top: number;
  readonly font: PDFFont;
  readonly boldFont: PDFFont;
  /** What `currentColor` means. */
  readonly textColor: string;
  /** Font sizes are multiplied by this (PDF points are larger than CSS pixels on paper). */
  readonly fontScale?: number;
}

function colour(value: string, current: string) {
  const hex = value === "currentColor" ? current : value === "white" ? "#ffffff" : value;
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return undefined;
  const n = parseInt(match[1]!, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function num(element: Element, name: string, fallback = 0): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? "");
  return Number.isFinite(value) ? value : fallback;
}

/** `translate(x,y) rotate(a)` as an offset and an angle; anything else is ignored. */
function transformOf(element: Element): { dx: number; dy: number; rotate: number } {
  const text = element.getAttribute("transform") ?? "";
  const translate = /translate\(\s*([-\d.e]+)[ ,]+([-\d.e]+)\s*\)/.exec(text);
  const rotate = /rotate\(\s*([-\d.e]+)\s*\)/.exec(text);
  return {
    dx: translate ? Number(translate[1]) : 0,
    dy: translate ? Number(translate[2]) : 0,
    rotate: rotate ? Number(rotate[1]) : 0,
  };
}

function inherit(element: Element, paint: Paint): Paint {
  const get = (name: string) => element.getAttribute(name);
  const dash = get("stroke-dasharray");
  const anchor = get("text-anchor");
  const { dx, dy } = element.tagName.toLowerCase() === "g"
    ? transformOf(element)
    : { dx: 0, dy: 0 };
  return {
    fill: get("fill") ?? paint.fill,
    stroke: get("stroke") ?? paint.stroke,
    strokeWidth: get("stroke-width") !== null ? num(element, "stroke-width", 1) : paint.strokeWidth,
    fillOpacity: get("fill-opacity") !== null ? num(element, "fill-opacity", 1) : paint.fillOpacity,
    strokeOpacity: get("stroke-opacity") !== null
      ? num(element, "stroke-opacity", 1)
      : paint.strokeOpacity,
    dash: dash === null
      ? paint.dash
      : dash === "none"
      ? undefined
      : dash.split(/[ ,]+/).map(Number),
    fontSize: get("font-size") !== null ? num(element, "font-size", 10) : paint.fontSize,
    bold: get("font-weight") === "bold" || paint.bold,
    anchor: anchor === "start" || anchor === "middle" || anchor === "end" ? anchor : paint.anchor,
    dx: paint.dx + dx,
    dy: paint.dy + dy,
  };
}

function em(value: string | null, fontSize: number): number {
  if (value === null) return 0;
  const n = Number.parseFloat(value);
  if (!Number.isFinite(n)) return 0;
  return value.endsWith("em") ? n * fontSize : n;
}

/** An element's own text, without that of a `<title>` inside it (an event label's hover text). */
function ownText(element: Element): string {
  return [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? "")
    .join("");
}

function drawText(element: Element, paint: Paint, target: PdfTarget, x0: number, y0: number): void {
  const font = paint.bold ? target.boldFont : target.font;
  const size = paint.fontSize * (target.fontScale ?? 1);
  const color = colour(paint.fill, target.textColor);
  const { dx, dy } = transformOf(element);
  const baseX = x0 + paint.dx + dx + num(element, "x");
  let y = y0 + paint.dy + dy + em(element.getAttribute("y"), size) +
    em(element.getAttribute("dy"), size);
  const spans = [...element.children].filter((c) => c.tagName.toLowerCase() === "tspan");
  const lines = spans.length > 0
    ? spans.map((span) => ({ text: span.textContent ?? "", dy: em(span.getAttribute("dy"), size) }))
    : [{ text: ownText(element), dy: 0 }];
  for (const line of lines) {
    y += line.dy;
    const width = font.widthOfTextAtSize(line.text, size);
    const x = paint.anchor === "middle"
      ? baseX - width / 2
      : paint.anchor === "end"
      ? baseX - width
      : baseX;
    // Both SVG and PDF put the baseline at y.
    target.page.drawText(line.text, {
      x: target.left + x,
      y: target.top - y,
      size,
      font,
      ...(color ? { color } : {}),
    });
  }
}

function drawShape(element: Element, paint: Paint, target: PdfTarget): void {
  const tag = element.tagName.toLowerCase();
  const own = inherit(element, { ...paint, dx: 0, dy: 0 });
  const p = { ...own, dx: paint.dx, dy: paint.dy };
  const fill = p.fill === "none" ? undefined : colour(p.fill, target.textColor);
  const stroke = p.stroke === "none" ? undefined : colour(p.stroke, target.textColor);
  const X = (x: number) => target.left + p.dx + x;
  const Y = (y: number) => target.top - (p.dy + y);
  const line = stroke
    ? {
      borderColor: stroke,
      borderWidth: p.strokeWidth,
      borderOpacity: p.strokeOpacity,
      ...(p.dash ? { borderDashArray: p.dash } : {}),
    }
    : {};
  if (tag === "rect") {
    const x = num(element, "x"), y = num(element, "y");
    target.page.drawRectangle({
      x: X(x),
      y: Y(y + num(element, "height")),
      width: num(element, "width"),
      height: num(element, "height"),
      ...(fill ? { color: fill, opacity: p.fillOpacity } : {}),
      ...line,
    });
  } else if (tag === "line" && stroke) {
    target.page.drawLine({
      start: { x: X(num(element, "x1")), y: Y(num(element, "y1")) },
      end: { x: X(num(element, "x2")), y: Y(num(element, "y2")) },
      color: stroke,
      thickness: p.strokeWidth,
      opacity: p.strokeOpacity,
      ...(p.dash ? { dashArray: p.dash } : {}),
    });
  } else if (tag === "circle") {
    target.page.drawCircle({
      x: X(num(element, "cx")),
      y: Y(num(element, "cy")),
      size: num(element, "r"),
      ...(fill ? { color: fill, opacity: p.fillOpacity } : {}),
      ...line,
    });
  } else if (tag === "path") {
    const d = element.getAttribute("d");
    if (!d) return;
    const t = transformOf(element);
    target.page.drawSvgPath(d, {
      x: X(t.dx),
      y: Y(t.dy),
      rotate: degrees(-t.rotate),
      ...(fill ? { color: fill, opacity: p.fillOpacity } : {}),
      ...line,
      borderLineCap: LineCapStyle.Round,
    });
  } else if (tag === "text") {
    drawText(element, p, target, 0, 0);
  }
}

function walk(element: Element, paint: Paint, target: PdfTarget): void {
  for (const child of [...element.children]) {
    const tag = child.tagName.toLowerCase();
    if (tag === "style" || tag === "title") continue;
    if (tag === "g") walk(child, inherit(child, paint), target);
    else drawShape(child, paint, target);
  }
}

/** Draws `svg` (a Plot chart) at the target's position, one SVG pixel per PDF point. */
export function drawSvgChart(svg: Element, target: PdfTarget): void {
  const root: Paint = {
    fill: "#000000",
    stroke: "none",
    strokeWidth: 1,
    fillOpacity: 1,
    strokeOpacity: 1,
    dash: undefined,
    fontSize: 10,
    bold: false,
    anchor: "start",
    dx: 0,
    dy: 0,
  };
  walk(svg, inherit(svg, root), target);
}
