"""D2: a small private lab's report typed in a word processor (tab stops, no table), with a
"Wynik poprzedni (data)" column; .fodt -> .docx -> PDF through LibreOffice."""
from common import P2, DOCTORS, STAFF, row, libreoffice, esc, parse_value

DOC = "LaborMed_Zenon_06-05-2025.pdf"
DATE = "2025-05-06"

# section, label, code, value, unit, range, flag, previous "value (date)"
ROWS = [
    ("HEMATOLOGIA", "Leukocyty", "WBC", "5,9", "tys/µl", "4,0-10,0", "", "6,3 (12.11.2024)"),
    (None, "Erytrocyty", "RBC", "4,38", "mln/µl", "4,5-5,9", "L", "4,51 (12.11.2024)"),
    (None, "Hemoglobina", "HGB", "13,2", "g/dl", "14,0-18,0", "L", "13,9 (12.11.2024)"),
    (None, "Hematokryt", "HCT", "39,6", "%", "40-54", "L", "41,2 (12.11.2024)"),
    (None, "Płytki krwi", "PLT", "188", "tys/µl", "150-400", "", "201 (12.11.2024)"),
    ("BIOCHEMIA", "Glukoza", "GLU", "131", "mg/dl", "70-99", "H", "126 (12.11.2024)"),
    (None, "Hemoglobina glikowana HbA1c", "HBA1C", "7,1", "%", "4,0-6,0", "H", "6,8 (12.11.2024)"),
    (None, "Kreatynina", "CREA", "1,38", "mg/dl", "0,7-1,2", "H", "1,29 (12.11.2024)"),
    (None, "eGFR wg CKD-EPI", "EGFR", "52", "ml/min/1,73m2", ">60", "L", "57 (12.11.2024)"),
    (None, "Mocznik", "UREA", "48", "mg/dl", "17-43", "H", "—"),
    (None, "Kwas moczowy", "URIC_ACID", "6,9", "mg/dl", "3,4-7,0", "", "7,4 (12.11.2024)"),
    (None, "Sód", "NA", "139", "mmol/l", "136-145", "", "141 (12.11.2024)"),
    (None, "Potas", "K", "5,3", "mmol/l", "3,5-5,1", "H", "4,9 (12.11.2024)"),
    (None, "Cholesterol całkowity", "CHOL", "164", "mg/dl", "<190", "", "181 (12.11.2024)"),
    (None, "Cholesterol LDL", "LDL", "82", "mg/dl", "<70", "H", "97 (12.11.2024)"),
    (None, "Cholesterol HDL", "HDL", "41", "mg/dl", ">40", "", "39 (12.11.2024)"),
    (None, "Triglicerydy", "TG", "205", "mg/dl", "<150", "H", "224 (12.11.2024)"),
    (None, "ALT", "ALT", "27", "U/l", "<41", "", "—"),
    (None, "GGT", "GGT", "54", "U/l", "10-71", "", "—"),
    ("IMMUNOCHEMIA", "PSA całkowity", "PSA", "3,12", "ng/ml", "<4,0", "", "2,64 (03.04.2024)"),
    (None, "TSH", "TSH", "1,92", "µIU/ml", "0,27-4,2", "", "—"),
]

UNIT_PREV = {}


def build():
    rows, excluded = [], []
    paras = []
    p = P2
    doc, npwz = DOCTORS["labecki"]
    st, krdl = STAFF["bemben"]
    P = lambda style, text: paras.append(f'<text:p text:style-name="{style}">{text}</text:p>')
    T = "<text:tab/>"
    P("Logo", "PRACOWNIA ANALITYCZNA „LABOR-MED” s.c.")
    P("Small", "mgr A. Kuźnicka, mgr T. Nowiński · ul. Rynek 14, 62-050 Mosina · tel. 61 819 05 33 · NIP 777-301-18-44")
    P("Small", "Laboratorium wpisane do ewidencji KIDL pod nr 1874")
    P("Std", "")
    P("Title", "WYNIKI BADAŃ LABORATORYJNYCH")
    P("Std", f"Nazwisko i imię:{T}<text:span text:style-name='B'>{p['last']} {p['first']}</text:span>{T}PESEL:{T}{p['pesel']}")
    P("Std", f"Data urodzenia:{T}{p['born']}{T}Płeć:{T}M")
    P("Std", f"Adres:{T}{p['street']}, {p['city']}")
    P("Std", f"Lekarz kierujący:{T}{doc}")
    P("Std", f"Nr badania:{T}0506/118{T}Data pobrania:{T}06.05.2025 godz. 7:55")
    P("Std", f"Data wykonania:{T}06.05.2025{T}Data wydania:{T}07.05.2025")
    P("Std", "")
    P("Head", f"Badanie{T}Wynik{T}Jedn.{T}Wartości ref.{T}Wynik poprzedni (data)")
    for sec, label, code, val, unit, rng, flag, prev in ROWS:
        if sec:
            P("Sec", sec)
        v = val + (" " + flag if flag else "")
        P("Row", f"{esc(label)}{T}{esc(v)}{T}{esc(unit)}{T}{esc(rng)}{T}{esc(prev)}")
        rows.append(row(DOC, DATE, label, code, val, unit, rng, flag,
                        printed=[label, val, flag, unit, rng]))
        if prev != "—":
            pv, pd = prev.split(" (")
            d, m, y = pd.rstrip(")").split(".")
            x, comp = parse_value(pv)
            excluded.append({"doc": DOC, "label_as_printed": label, "printed": prev,
                             "why": "the previous result, quoted for comparison (Wynik poprzedni); it belongs to its own earlier report",
                             "tolerated": {"code": code, "date": f"{y}-{m}-{d}", "value": x,
                                           "comparator": comp, "unit": unit}})
    P("Std", "")
    P("Small", "Wartości oznaczone literą H – powyżej zakresu referencyjnego, L – poniżej zakresu referencyjnego.")
    P("Small", "Materiał: krew żylna, surowica, krew pełna EDTA. Próbka lekko lipemiczna – nie wpływa na oznaczenia.")
    P("Std", "")
    P("Std", f"Wykonał:{T}{st}{T}Autoryzował:{T}{st}, KRDL {krdl}")
    P("Small", "Wynik nie stanowi diagnozy. Interpretacji wyniku dokonuje lekarz.")
    body = "\n".join(paras)
    fodt = f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Liberation Serif" fo:font-size="10.5pt"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2cm" fo:margin-right="1.5cm"/></style:page-layout>
<style:style style:name="Logo" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="15pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" style:text-underline-style="solid"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="Std" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="3.5cm"/><style:tab-stop style:position="9cm"/><style:tab-stop style:position="11cm"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:border-bottom="0.5pt solid #000000"><style:tab-stops><style:tab-stop style:position="6.2cm"/><style:tab-stop style:position="8.2cm"/><style:tab-stop style:position="10.6cm"/><style:tab-stop style:position="13.4cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Row" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="6.2cm"/><style:tab-stop style:position="8.2cm"/><style:tab-stop style:position="10.6cm"/><style:tab-stop style:position="13.4cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-size="10pt"/></style:style>
<style:style style:name="Sec" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.2cm"/><style:text-properties fo:font-weight="bold" fo:font-size="9.5pt" style:text-underline-style="solid"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
{body}
</office:text></office:body></office:document>"""
    return fodt, rows, excluded


def make(out):
    fodt, rows, excluded = build()
    libreoffice(fodt, out)
    return rows, excluded
