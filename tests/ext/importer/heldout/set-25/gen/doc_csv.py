"""A Google Sheets tracker downloaded as CSV ("File > Download > .csv", named "<sheet> - <tab>.csv"):
the header over two rows (a panel name over its columns, then "Name (unit)"), a reference row,
dates in three formats (ISO, US month-first, "Oct 1, 2024"), a comment column, empty cells,
trailing separators, quoted cells with commas, CRLF line ends, no BOM."""

import csv
import io

from common import R, write

NAME = "Lab tracker - Sheet1.csv"

COLS = [  # header2, code, unit, ref text, lo, hi
    ("Total chol (mg/dL)", "CHOL", "mg/dL", "<200", None, 200),
    ("HDL (mg/dL)", "HDL", "mg/dL", ">39", 39, None),
    ("LDL (mg/dL)", "LDL", "mg/dL", "<100", None, 100),
    ("Trigs (mg/dL)", "TG", "mg/dL", "<150", None, 150),
    ("TSH (mIU/L)", "TSH", "mIU/L", "0.45-4.5", 0.45, 4.5),
    ("Free T4 (ng/dL)", "FT4", "ng/dL", "0.82-1.77", 0.82, 1.77),
]
DATA = [  # iso, shown, values, comment
    ("2023-05-30", "2023-05-30", ["205", "55", "124", "129", "2.2", "1.21"], "first labs in MN, fasting 12h"),
    ("2024-01-26", "1/26/2024", ["196", "63", "112", "104", "", ""], "after 3 mo. of oatmeal lol"),
    ("2024-10-01", "Oct 1, 2024", ["181", "67", "98", "81", "1.95", "1.30"], "Dr. T. says good, recheck in a year"),
]


def make():
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(["", "Lipid panel", "", "", "", "Thyroid", "", "", ""])
    w.writerow(["Date"] + [c[0] for c in COLS] + ["Comment", ""])
    w.writerow(["ref range"] + [c[3] for c in COLS] + ["from Northfield Labs report", ""])
    for iso, shown, vals, comment in DATA:
        w.writerow([shown] + vals + [comment, ""])
    w.writerow(["", "", "", "", "", "", "", "", ""])
    w.writerow(["avg", "194", "61.7", "111.3", "104.7", "", "", "=AVERAGE(B4:B6) etc", ""])
    write(NAME, out.getvalue().encode("utf-8"),
          "Google Sheets CSV download: the header over two rows (panel names over their columns, then 'Name (unit)'), a 'ref range' row, dates as ISO, month-first and 'Oct 1, 2024', a comment column, empty cells, trailing separators, quoted cells with commas, CRLF, and an 'avg' row that is not a result")
    for iso, shown, vals, comment in DATA:
        for (head, code, unit, ref, lo, hi), v in zip(COLS, vals):
            if not v:
                continue
            x = float(v) if "." in v else int(v)
            abn = (lo is not None and x < lo) or (hi is not None and x > hi)
            R(NAME, head.split(" (")[0], code, iso, x, unit, lo, hi, abn=abn, range_printed=ref,
              printed=[shown, head, v, ref])
