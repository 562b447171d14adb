"""The person's own typed note (UTF-8 plain text): 'date marker value (range)' lines in mixed date formats,
typos, several results on one line, two-digit years, non-blood measurements and a to-do line."""
from rows import NOTE_LINES

NAME = "wyniki - notatki.txt"

def build(c):
    for line, rows in NOTE_LINES:
        for date, label, code, value, unit, rng in rows:
            c.add(NAME, label, code, date, value, unit, rng, False, [line])
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "ciśnienie, waga", "printed": "ciśnienie 118/76, waga 63,5 kg",
                       "why": "blood pressure and weight: not blood tests, and no date"})
    text = "\n".join(l for l, _ in NOTE_LINES) + "\n"
    c.write(NAME, text.encode("utf-8"))
    return NAME, "typed note: date + name + value (range) lines, typos, mixed date formats, several results on a line"
