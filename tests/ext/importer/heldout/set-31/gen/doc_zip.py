"""A lab portal's "download all" zip: one result PDF per order, in a folder, with the portal's index."""
import io, os, tempfile, zipfile
from rows import ZIP_ORDERS
from ident import *  # noqa
import pdfhtml

NAME = "MEDLAB_wyniki_wszystkie_2024.zip"

def build(c):
    z = io.BytesIO()
    with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as zf:
        index = ["Eksport wyników - Portal Pacjenta MEDLAB Pomorze", f"Pacjent: {PAT}", "Data eksportu: 28.11.2024 21:47", "",
                 "Plik;Zlecenie;Data pobrania;Badania"]
        for date, pl_date, order, what, rows in ZIP_ORDERS:
            html = pdfhtml.report(
                "MEDLAB Pomorze", "Sieć laboratoriów medycznych",
                "Laboratorium MEDLAB Pomorze, ul. Łąkowa 31, 80-769 Gdańsk<br>Laboratorium wpisane do ewidencji KIDL pod nr 1744",
                order,
                [("Data i godz. pobrania", f"{pl_date} 07:{10 + len(rows):02d}"), ("Data rejestracji", f"{pl_date}"),
                 ("Data wykonania", f"{pl_date}"), ("Data wydruku", "28.11.2024 21:47")],
                [(what.upper(), rows)],
                "mgr Edyta Sznajder-Kołek, diagnosta laboratoryjny (2088713)",
                comment=("Cholesterol LDL wyliczony wzorem Friedewalda." if order.endswith("031277") else ""),
                referrer="lek. Hubert Zawadzki-Mróz (NPWZ 3319046)" if False else "lek. Hubert Zawadzki-Mróz")
            with tempfile.TemporaryDirectory() as td:
                p = os.path.join(td, "r.pdf")
                c.chromium_pdf(html, p)
                data = open(p, "rb").read()
            fname = f"wyniki/{date}_wynik.pdf"
            zi = zipfile.ZipInfo(fname, date_time=(2024, 11, 28, 21, 47, 12))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, data)
            index.append(f"{fname};{order};{pl_date};{what}")
            for label, code, value, unit, rng, flag in rows:
                c.add(NAME, label, code, date, value, unit, rng, bool(flag), [label, value, flag, unit, rng])
        zi = zipfile.ZipInfo("wyniki/spis.csv", date_time=(2024, 11, 28, 21, 47, 12))
        zf.writestr(zi, ("\r\n".join(index) + "\r\n").encode("cp1250"))
    c.write(NAME, z.getvalue())
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "wyniki/spis.csv", "printed": "index of the three PDFs",
                       "why": "the portal's index lists orders and test names, no values"})
    return NAME, "portal 'download all' zip: three Chromium PDFs in a folder and a cp1250 index CSV"
