/**
 * Line-level edits of a `markers.yaml` that keep everything else (comments,
 * order, quoting) exactly as it was: adding an alias to a marker, or
 * appending a new marker. The caller re-parses the result to verify it.
 *
 * @module
 */

/** The edit cannot be made safely by machine; the message says what to do. */
export class YamlEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "YamlEditError";
  }
}

const TOP_KEY = /^("[^"]*"|'[^']*'|[^\s#:][^:#]*?)\s*:(.*)$/;

function unquote(key: string): string {
  return /^["'].*["']$/.test(key) ? key.slice(1, -1) : key;
}

function isContent(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== "" && !trimmed.startsWith("#");
}

function stripComment(text: string): string {
  return text.replace(/\s+#.*$/, "").trim();
}

/** A YAML double-quoted scalar for `text`. */
function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** The line range `[start, end)` of a top-level key's block, or `undefined`. */
function blockOf(lines: readonly string[], code: string): [number, number] | undefined {
  for (const [i, line] of lines.entries()) {
    const match = TOP_KEY.exec(line);
    if (!match || unquote(match[1]!) !== code) continue;
    let end = i + 1;
    while (end < lines.length && !TOP_KEY.test(lines[end]!)) end++;
    while (end > i + 1 && !isContent(lines[end - 1]!)) end--;
    return [i, end];
  }
  return undefined;
}

/**
 * Adds `alias` to the `aliases` of `code`'s entry, or appends a new entry
 * for `code` at the end when the file has none (with `label`, if given).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = "# mine\nFERR:\n  aliases: [ferritin] # keep\n";
 * assert.equal(addAlias(text, "FERR", "Ferrytyna xyz"), '# mine\nFERR:\n  aliases: [ferritin, "Ferrytyna xyz"] # keep\n');
 * assert.equal(addAlias("", "NEW", "x", "New marker"), 'NEW:\n  label: "New marker"\n  aliases: ["x"]\n');
 * ```
 */
export function addAlias(
  text: string,
  code: string,
  alias: string,
  label?: string,
  specimen?: string,
): string {
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const block = blockOf(lines, code);
  if (block === undefined) {
    const entry = [`${code}:`];
    if (label !== undefined) entry.push(`  label: ${yamlString(label)}`);
    entry.push(`  aliases: [${yamlString(alias)}]`);
    if (label !== undefined && specimen !== undefined) {
      entry.push(`  specimen: ${yamlString(specimen)}`);
    }
    const body = text === "" || text.endsWith("\n") ? text : `${text}${newline}`;
    return `${body}${entry.join(newline)}${newline}`;
  }
  const [start, end] = block;
  const rest = stripComment(TOP_KEY.exec(lines[start]!)![2]!);
  if (rest !== "") {
    throw new YamlEditError(
      `"${code}" is written on one line ("${code}: ${rest}"); rewrite it as a block to approve by machine, or add the alias by hand`,
    );
  }
  const firstContent = lines.slice(start + 1, end).find(isContent);
  const indent = firstContent === undefined ? "  " : /^(\s*)/.exec(firstContent)![1]!;
  for (let i = start + 1; i < end; i++) {
    const match = /^(\s*)aliases\s*:(.*)$/.exec(lines[i]!);
    if (!match || match[1] !== indent) continue;
    const value = match[2]!;
    const bare = stripComment(value);
    if (bare.startsWith("[")) {
      if (!bare.endsWith("]")) {
        throw new YamlEditError(
          `the aliases of "${code}" span several lines; add the alias by hand`,
        );
      }
      const inside = bare.slice(1, -1).trim();
      const line = lines[i]!;
      const insertAt = line.length - value.length + value.indexOf(bare) + bare.length - 1;
      lines[i] = `${line.slice(0, insertAt).trimEnd()}${inside === "" ? "" : ", "}${
        yamlString(alias)
      }${line.slice(insertAt)}`;
      return lines.join(newline);
    }
    if (bare === "") {
      let last = i;
      let itemIndent: string | undefined;
      for (let j = i + 1; j < end; j++) {
        const item = /^(\s*)-\s/.exec(lines[j]!);
        if (item && item[1]!.length > indent.length - 1) {
          last = j;
          itemIndent ??= item[1];
        } else if (isContent(lines[j]!)) break;
      }
      lines.splice(last + 1, 0, `${itemIndent ?? `${indent}  `}- ${yamlString(alias)}`);
      return lines.join(newline);
    }
    throw new YamlEditError(`the aliases of "${code}" are not a list; add the alias by hand`);
  }
  lines.splice(start + 1, 0, `${indent}aliases: [${yamlString(alias)}]`);
  return lines.join(newline);
}
