"""A forwarded lab e-mail: the forward's text, and the lab's original message attached as message/rfc822
carrying the result PDF."""
import datetime as dt
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.mime.application import MIMEApplication
from email.mime.message import MIMEMessage
from email.utils import format_datetime
from email.header import Header
import os, tempfile
from rows import EML_ROWS, EML_DATE
from ident import *  # noqa
import pdfhtml

NAME = "Fwd_ Wyniki badan - KORMED.eml"

def build(c):
    cbc = [r for r in EML_ROWS if r[1] not in ("CRP", "FERR", "FE", "TSH")]
    chem = [r for r in EML_ROWS if r[1] in ("CRP", "FERR", "FE")]
    hormones = [r for r in EML_ROWS if r[1] == "TSH"]
    html = pdfhtml.report(
        "KORMED", "Diagnostyka Laboratoryjna Sp. z o.o.",
        "Laboratorium Centralne, ul. Grunwaldzka 415, 80-309 Gdańsk<br>tel. 58 300 11 40 · NIP 584-270-11-93<br>Punkt pobrań: Gdańsk-Oliwa, ul. Opacka 12",
        "KD/25/02/04417",
        [("Data pobrania", "11.02.2025 07:42"), ("Data przyjęcia", "11.02.2025 09:15"),
         ("Data wydania", "11.02.2025 15:31"), ("Materiał", "krew żylna")],
        [("MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM", cbc),
         ("BIOCHEMIA", [r + (("metoda immunoturbidymetryczna",) if r[1] == "CRP" else ()) for r in chem]),
         ("HORMONY", [r + ("CMIA",) for r in hormones])],
        "mgr Joanna Pietrusewicz, diagnosta laboratoryjny, nr PWZDL 3319046")
    with tempfile.TemporaryDirectory() as td:
        pdf = os.path.join(td, "r.pdf")
        c.chromium_pdf(html, pdf)
        pdfbytes = open(pdf, "rb").read()

    orig = MIMEMultipart("mixed")
    orig["From"] = "KORMED Wyniki <wyniki@kormed-lab.example>"
    orig["To"] = f"{PAT} <{EMAIL_OLD}>"
    orig["Subject"] = Header("Wyniki badań - zlecenie KD/25/02/04417", "utf-8")
    orig["Date"] = format_datetime(dt.datetime(2025, 2, 11, 15, 33, 2, tzinfo=dt.timezone(dt.timedelta(hours=1))))
    orig["Message-ID"] = "<20250211153302.7100258844@mailer.kormed-lab.example>"
    alt = MIMEMultipart("alternative")
    txt = (f"Szanowna Pani,\n\nw załączniku przesyłamy wyniki badań ze zlecenia KD/25/02/04417 "
           f"(pobranie 11.02.2025).\nPlik PDF można otworzyć bez hasła.\n\n"
           "Wiadomość wygenerowana automatycznie - prosimy na nią nie odpowiadać.\n"
           "KORMED Diagnostyka Laboratoryjna, infolinia 58 300 11 40\n")
    alt.attach(MIMEText(txt, "plain", "utf-8"))
    alt.attach(MIMEText("<html><body><p>Szanowna Pani,</p><p>w załączniku przesyłamy wyniki badań ze zlecenia "
                        "<b>KD/25/02/04417</b> (pobranie 11.02.2025).<br>Plik PDF można otworzyć bez hasła.</p>"
                        "<p style='color:#777;font-size:11px'>Wiadomość wygenerowana automatycznie - prosimy na nią "
                        "nie odpowiadać.<br>KORMED Diagnostyka Laboratoryjna, infolinia 58 300 11 40</p></body></html>",
                        "html", "utf-8"))
    orig.attach(alt)
    att = MIMEApplication(pdfbytes, "pdf")
    att.add_header("Content-Disposition", "attachment", filename="Wynik_badania_11-02-2025.pdf")
    orig.attach(att)

    fwd = MIMEMultipart("mixed")
    fwd["From"] = f"{PAT} <{EMAIL_OLD}>"
    fwd["To"] = f"{PAT} <{EMAIL}>"
    fwd["Subject"] = Header("Fwd: Wyniki badań - zlecenie KD/25/02/04417", "utf-8")
    fwd["Date"] = format_datetime(dt.datetime(2025, 3, 3, 8, 12, 40, tzinfo=dt.timezone(dt.timedelta(hours=1))))
    fwd["Message-ID"] = "<a91f3c2e-5b1d-4c77-9e0a-3b2f7d1c0e44@biuro-nord.example>"
    body = ("Wysyłam sobie na prywatną skrzynkę, żeby mieć wszystko w jednym miejscu.\n"
            "Do pokazania dr Zawadzkiej na wizycie 14.03.2025.\n\n"
            "--\nKatarzyna Olszewska-Brandt\nSpecjalista ds. logistyki | Biuro Nord\ntel. +48 601 238 947\n")
    fwd.attach(MIMEText(body, "plain", "utf-8"))
    fwd.attach(MIMEMessage(orig))
    data = fwd.as_bytes()
    c.write(NAME, data)
    for label, code, value, unit, rng, flag in EML_ROWS:
        c.add(NAME, label, code, EML_DATE, value, unit, rng, bool(flag), [label, value, flag, unit, rng])
    return NAME, "forwarded e-mail; original as message/rfc822 attachment carrying a Chromium PDF"
