import assert from "node:assert/strict";
import {
  attribute,
  childElements,
  descend,
  descendants,
  parseXml,
  textOf,
  textsOf,
  XmlError,
} from "./xml.ts";

Deno.test("parseXml() reads elements, attributes and text in document order", () => {
  const root = parseXml(
    '<?xml version="1.0" encoding="UTF-8"?>\n<result id="7">\n  <a>one</a><b x=\'2\'/>\n</result>\n',
  );
  assert.equal(root.name, "result");
  assert.equal(root.line, 2);
  assert.equal(descend(root, "b")?.line, 3);
  assert.deepEqual(root.attributes, { id: "7" });
  assert.deepEqual(childElements(root).map((e) => e.name), ["a", "b"]);
  assert.equal(textOf(descend(root, "a")), "one");
  assert.equal(attribute(descend(root, "b"), "x"), "2");
});

Deno.test("parseXml() decodes the predefined entities and character references", () => {
  const root = parseXml('<v a="&lt;5 &amp; &quot;x&quot;">&lt;0,5 &#181;g &#xB5;l &apos;&gt;</v>');
  assert.equal(root.attributes.a, '<5 & "x"');
  assert.equal(textOf(root), "<0,5 µg µl '>");
});

Deno.test("parseXml() takes the HTML entities exports use in units and ranges", () => {
  assert.equal(textOf(parseXml("<u>tys/&micro;l &le;5&nbsp;x</u>")), "tys/µl ≤5 x");
  assert.throws(() => parseXml("<u>&foo;</u>"), /unknown entity "&foo;"/);
});

Deno.test("parseXml() keeps CDATA as text, unescaped", () => {
  const root = parseXml("<v><![CDATA[<0,5 & więcej]]></v>");
  assert.deepEqual(root.children, ["<0,5 & więcej"]);
});

Deno.test("parseXml() drops comments, processing instructions and the DOCTYPE", () => {
  const root = parseXml(
    '<!DOCTYPE r [ <!ENTITY x "boom"> ]><!-- c --><r><?pi x?>a<!-- <b> -->b</r>',
  );
  assert.equal(textOf(root), "ab");
});

Deno.test("parseXml() never expands an entity the DOCTYPE declares", () => {
  assert.throws(
    () => parseXml('<!DOCTYPE r [ <!ENTITY x "boom"> ]><r>&x;</r>'),
    /unknown entity "&x;"/,
  );
});

Deno.test("parseXml() resolves namespace prefixes and the default namespace", () => {
  const root = parseXml(
    '<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      '<value xsi:type="PQ"/><x:y xmlns:x="urn:other"/></ClinicalDocument>',
  );
  assert.equal(root.namespace, "urn:hl7-org:v3");
  const [value, other] = childElements(root);
  assert.equal(value?.namespace, "urn:hl7-org:v3");
  assert.equal(attribute(value, "type"), "PQ");
  assert.equal(value?.attributes["xsi:type"], "PQ");
  assert.equal(other?.local, "y");
  assert.equal(other?.namespace, "urn:other");
});

Deno.test("parseXml() reads an undeclared prefix by its local name, namespace unknown", () => {
  const root = parseXml('<a><q:b xsi:type="PQ"/></a>');
  const [b] = childElements(root);
  assert.equal(b?.local, "b");
  assert.equal(b?.namespace, undefined);
  assert.equal(attribute(b, "type"), "PQ");
});

Deno.test("parseXml() reports where a mismatched closing tag is", () => {
  assert.throws(
    () => parseXml("<a>\n  <b></c>\n</a>"),
    (error: unknown) =>
      error instanceof XmlError && error.line === 2 && error.column === 6 &&
      error.message ===
        'Cannot read XML at line 2, column 6: closing tag "</c>" does not match "<b>" of line 2',
  );
});

Deno.test("parseXml() refuses what is not well-formed", () => {
  const cases: [string, RegExp][] = [
    ["", /no root element/],
    ["<a>", /element "<a>" is never closed/],
    ["<a></a><b/>", /a second root element/],
    ["<a>x & y</a>", /starts no entity/],
    ['<a b="1" b="2"/>', /attribute "b" given twice/],
    ["<a b=1/>", /expected a quoted value for "b"/],
    ["<a><![CDATA[x</a>", /CDATA section is never closed/],
    ["<a>&#0;</a>", /is not a character/],
    ["x<a/>", /text outside the root element/],
  ];
  for (const [text, reason] of cases) assert.throws(() => parseXml(text), reason, text);
});

Deno.test("parseXml() refuses nesting deeper than its cap instead of exhausting memory", () => {
  assert.throws(() => parseXml("<a>".repeat(300) + "</a>".repeat(300)), /nested deeper than 256/);
});

Deno.test("textOf() collapses white space; textsOf() lists each piece", () => {
  const root = parseXml("<p><n><g>Jan</g> <f>Testowy</f></n>\n<id>1</id></p>");
  assert.equal(textOf(root), "Jan Testowy 1");
  assert.deepEqual(textsOf(root), ["Jan", "Testowy", "1"]);
});

Deno.test("descendants() finds elements at any depth in document order", () => {
  const root = parseXml("<a><o id='1'><c><o id='2'/></c></o><o id='3'/></a>");
  assert.deepEqual(descendants(root, "o").map((e) => e.attributes.id), ["1", "2", "3"]);
});

Deno.test("parseXml() reads a large export in time linear in its size", () => {
  const parameter = "<parameter>\n<label>Leukocyty</label>\n<value>4,1</value>\n</parameter>\n";
  const text = `<result>\n<group>\n${parameter.repeat(40_000)}</group>\n</result>`;
  const started = performance.now();
  const root = parseXml(text);
  const elapsed = performance.now() - started;
  const parameters = descendants(root, "parameter");
  assert.equal(parameters.length, 40_000);
  assert.equal(parameters[39_999]?.line, 3 + 39_999 * 4);
  assert.ok(elapsed < 3000, `took ${Math.round(elapsed)} ms`);
});
