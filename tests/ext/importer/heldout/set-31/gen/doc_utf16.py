"""Excel's "Unicode text" export of the person's results list: UTF-16LE with BOM, tab-separated, CRLF, decimal
commas, fields holding quotes written in quotes with the quotes doubled, the title and blank rows kept."""
from rows import UTF16_ROWS

NAME = "wyniki_lista_Unicode.txt"

def build(c):
    lines = ["Moje badania krwi 2023\t\t\t\t\t", "\t\t\t\t\t",
             "Data\tBadanie\tWynik\tJednostka\tNorma\tUwagi"]
    prev = None
    for date, label, code, value, unit, rng, note in UTF16_ROWS:
        if prev and date != prev:
            lines.append("\t\t\t\t\t")
        prev = date
        if '"' in note:
            note = '"' + note.replace('"', '""') + '"'
        lines.append("\t".join([date, label, value, unit, rng, note]))
        flagged = "za wysoki" in note or "za niskie" in note
        c.add(NAME, label, code, date, value, unit or None, rng or None, flagged, [date, label, value, unit, rng, note])
    at = next(i for i, l in enumerate(lines) if l.startswith("2023-09-04\tCRP"))
    lines.insert(at, "2023-09-04\tMorfologia\t\t\t\tw normie (wg lekarza)")
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "Morfologia", "printed": "w normie (wg lekarza)",
                       "why": "a whole blood count summarised in words: no value"})
    lines.append("\t\t\t\t\t")
    lines.append("Witamina D\t\t\t\t\tbadanie zlecone na styczeń")
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "Witamina D", "printed": "badanie zlecone na styczeń",
                       "why": "a planned test, no date or value"})
    text = "\r\n".join(lines) + "\r\n"
    c.write(NAME, b"\xff\xfe" + text.encode("utf-16-le"))
    return NAME, "Excel Unicode text: UTF-16LE BOM, tabs, decimal commas, quoted remark"
