"""A German practice's e-mail to a patient (.eml, text/plain, quoted-printable) with the results typed
by hand: abbreviations, 'Norm' in parentheses or missing, an earlier value mentioned in the prose."""
from common import row, rng, num, excl
import quopri

DOC = "Praxis_Dr_Yilmaz-Berger_Ihre_Laborwerte.eml"
DATE = "2025-04-14"
# typed line, label, code, value, unit, range printed, comparator, abnormal
L = [
    ("Hb 13,8 g/dl (Norm 12-16)", "Hb", "HGB", "13,8", "g/dl", "12-16", False),
    ("Leukos 7,2 /nl (4-10)", "Leukos", "WBC", "7,2", "/nl", "4-10", False),
    ("Thrombos 268 /nl (150-400)", "Thrombos", "PLT", "268", "/nl", "150-400", False),
    ("Ferritin 22 ng/ml (15-150)", "Ferritin", "FERR", "22", "ng/ml", "15-150", False),
    ("TSH 3,9 mU/l (0,27-4,2)", "TSH", "TSH", "3,9", "mU/l", "0,27-4,2", False),
    ("Vitamin D (25-OH) 18 ng/ml (30-100) -> zu niedrig!", "Vitamin D (25-OH)", "VIT_D", "18", "ng/ml", "30-100", True),
    ("Cholesterin gesamt 212 mg/dl (< 200)", "Cholesterin gesamt", "CHOL", "212", "mg/dl", "< 200", True),
    ("LDL 138 mg/dl (< 116)", "LDL", "LDL", "138", "mg/dl", "< 116", True),
    ("HDL 58 mg/dl", "HDL", "HDL", "58", "mg/dl", "", False),
    ("Kreatinin 0,81 mg/dl (0,5-0,9)", "Kreatinin", "CREA", "0,81", "mg/dl", "0,5-0,9", False),
    ("GPT 19 U/l (< 35)", "GPT", "ALT", "19", "U/l", "< 35", False),
    ("HbA1c 5,4 %", "HbA1c", "HBA1C", "5,4", "%", "", False),
]
IDENTITY = {
    "patient_name": ["Sabine Brandstätter", "Frau Brandstätter", "Brandstätter", "s.brandstaetter", "Brandstaetter"],
    "email": ["s.brandstaetter74@webpost-mail.de", "praxis@yilmaz-berger-hausarzt.de"],
    "doctor": ["Dr. med. Deniz Yilmaz-Berger", "Deniz Yilmaz-Berger", "Yilmaz-Berger", "Dr. Yilmaz-Berger"],
    "phone": ["0761 2938 5510", "0761 2938 5519"],
    "birth_date": ["02.07.1974"],
    "lab_staff": ["Melanie Körber", "Körber"],
}


def build(out):
    body = "\n".join([
        "Sehr geehrte Frau Brandstätter,",
        "",
        "wie telefonisch besprochen, hier Ihre Laborwerte von der Blutabnahme am 14.04.2025",
        "(Befund vom Labor am 15.04.2025 eingegangen):",
        "",
        *[t for t, *_ in L],
        "",
        "Urin-Stix: unauffällig.",
        "Ferritin war im Oktober noch 15, also schon etwas besser. Bitte Vitamin D 2000 IE täglich",
        "einnehmen, Kontrolle in 3 Monaten. Den Befund können Sie gern in der Praxis abholen.",
        "",
        "Mit freundlichen Grüßen",
        "i.A. Melanie Körber, MFA",
        "",
        "-- ",
        "Hausarztpraxis Dr. med. Deniz Yilmaz-Berger",
        "Lindenallee 3a · 79102 Freiburg",
        "Tel. 0761 2938 5510 · Fax 0761 2938 5519",
        "Sprechzeiten Mo-Fr 8-12 Uhr, Mo/Di/Do 15-18 Uhr",
        "Diese E-Mail enthält vertrauliche Informationen. Bitte nicht unverschlüsselt weiterleiten.",
        "",
        "> -----Ursprüngliche Nachricht-----",
        "> Von: Sabine Brandstätter <s.brandstaetter74@webpost-mail.de>",
        "> Gesendet: Dienstag, 15. April 2025 19:02",
        "> Betreff: Laborwerte",
        ">",
        "> Hallo, könnten Sie mir meine Werte vom Montag schicken? Geb. 02.07.1974.",
        "> Danke, S. Brandstätter",
    ]) + "\n"
    qp = quopri.encodestring(body.replace("\n", "\r\n").encode("utf-8")).decode("ascii")
    hdr = "\r\n".join([
        "Return-Path: <praxis@yilmaz-berger-hausarzt.de>",
        "Received: from mail.praxisnetz.example (mx.praxisnetz.example [192.0.2.44])",
        "\tby mx.webpost-mail.example with ESMTPS id 4Z9k2L0mQ1z; Wed, 16 Apr 2025 10:17:38 +0200",
        "Message-ID: <2c1a9f7e-55b0-4d1e-9c2e-77a01f3be210@yilmaz-berger-hausarzt.de>",
        "Date: Wed, 16 Apr 2025 10:17:31 +0200",
        "From: Praxis Dr. Yilmaz-Berger <praxis@yilmaz-berger-hausarzt.de>",
        "To: Sabine Brandstätter <s.brandstaetter74@webpost-mail.de>".encode("utf-8").decode("utf-8"),
        "Subject: =?UTF-8?Q?AW:_Laborwerte_vom_14.04.?=",
        "In-Reply-To: <b1f0@webpost-mail.de>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8; format=flowed",
        "Content-Transfer-Encoding: quoted-printable",
        "X-Mailer: Microsoft Outlook 16.0",
    ])
    hdr = hdr.replace("To: Sabine Brandstätter", "To: =?UTF-8?Q?Sabine_Brandst=C3=A4tter?=")
    with open(out, "w", newline="") as f:
        f.write(hdr + "\r\n\r\n" + qp.replace("\r\n", "\n").replace("\n", "\r\n"))
    for typed, label, code, val, unit, rg, ab in L:
        lo, hi = rng(rg) if rg else (None, None)
        row(DOC, label, code, DATE, num(val), unit, lo, hi, rg, ab, [typed])
    excl(DOC, "Urin-Stix", "unauffällig", "a whole dipstick summarised as 'unauffällig': no value of any marker")
    excl(DOC, "Ferritin (Oktober)", "war im Oktober noch 15", "an earlier value in prose with only a month, no day: not enterable as a dated row")
    return IDENTITY
