"""A C-CDA R2.1 Continuity of Care Document a US patient portal exports ("Download health
summary"): recordTarget with name, MRN, birth date, address and phone; a Results section whose
narrative table prints "5.5 %", "212 mg/dL (H)", month-name dates and "Nonreactive", while the
structured entries hold PQ values in UCUM, IVL_PQ ranges, an IVL_PQ value with only a high bound
for "<0.5", and an ST value; two organizers (2023-09-15 and 2023-12-02)."""

from html import escape as esc

from common import R, write

NAME = "HealthSummary_Dec_02_2023.xml"

# label, code, loinc, value, comp, unit (narrative), ucum (structured), range text, lo, hi, interp
O1 = ("Lipid Panel", "57698-3", "20230915", "Sep 15, 2023 7:42 AM", [
    ("Cholesterol, Total", "CHOL", "2093-3", "212", None, "mg/dL", "mg/dL", "<200", None, 200, "H"),
    ("HDL Cholesterol", "HDL", "2085-9", "58", None, "mg/dL", "mg/dL", ">39", 39, None, "N"),
    ("Triglycerides", "TG", "2571-8", "131", None, "mg/dL", "mg/dL", "<150", None, 150, "N"),
    ("LDL Cholesterol Calc", "LDL", "13457-7", "128", None, "mg/dL", "mg/dL", "<100", None, 100, "H"),
    ("Hemoglobin A1c", "HBA1C", "4548-4", "5.5", None, "%", "%", "4.8-5.6", 4.8, 5.6, "N"),
])
O2 = ("Anemia and Iron Studies", "75689-0", "20231202", "Dec 2, 2023 9:05 AM", [
    ("Ferritin", "FERR", "2276-4", "18", None, "ng/mL", "ng/mL", "15-150", 15, 150, "N"),
    ("Iron", "FE", "2498-4", "61", None, "mcg/dL", "ug/dL", "50-170", 50, 170, "N"),
    ("Iron Saturation", "TSAT", "2502-3", "17", None, "%", "%", "15-55", 15, 55, "N"),
    ("Vitamin D, 25-Hydroxy", "VIT_D", "62292-8", "27", None, "ng/mL", "ng/mL", "30-100", 30, 100, "L"),
    ("Vitamin B12", "B12", "2132-9", "412", None, "pg/mL", "pg/mL", "232-1245", 232, 1245, "N"),
    ("C-Reactive Protein", "CRP", "1988-5", "0.5", "<", "mg/L", "mg/L", "0.0-5.0", 0.0, 5.0, "N"),
    ("Hepatitis B Surface Ag", "HBSAG", "5196-1", "Nonreactive", None, None, None, "Nonreactive", None, None, "N"),
])


def narrative(org, n):
    title, _l, _d, when, rows = org
    tr = []
    for i, (label, _c, _lo, value, comp, unit, _u, rng, _a, _b, flag) in enumerate(rows):
        shown = f"{comp or ''}{value}" + (f" {unit}" if unit else "") + (f" ({flag})" if flag in "HL" else "")
        rtext = rng + (" " + unit if unit and rng[0].isdigit() else "")
        tr.append(f'<tr ID="result{n}.{i}"><td>{label}</td><td>{esc(shown)}</td><td>{esc(rtext)}</td><td>{when}</td></tr>')
    return (f'<table border="1" width="100%"><caption>{title}</caption><thead><tr><th>Component</th><th>Value</th>'
            f'<th>Ref Range</th><th>Date</th></tr></thead><tbody>{"".join(tr)}</tbody></table>')


def entry(org, n):
    title, panel_loinc, day, _w, rows = org
    comps = []
    for i, (label, _c, loinc, value, comp, _unit, ucum, rng, lo, hi, flag) in enumerate(rows):
        if ucum is None:
            val = f'<value xsi:type="ST">{value}</value>'
            rr = '<referenceRange><observationRange><text>Nonreactive</text></observationRange></referenceRange>'
        else:
            if comp == "<":
                val = f'<value xsi:type="IVL_PQ"><high value="{value}" unit="{ucum}" inclusive="false"/></value>'
            else:
                val = f'<value xsi:type="PQ" value="{value}" unit="{ucum}"/>'
            parts = ""
            if lo is not None:
                parts += f'<low value="{lo}" unit="{ucum}"/>'
            if hi is not None:
                parts += f'<high value="{hi}" unit="{ucum}"/>'
            rr = (f'<referenceRange><observationRange><text>{rng.replace("<", "&lt;").replace(">", "&gt;")}</text>'
                  f'<value xsi:type="IVL_PQ">{parts}</value></observationRange></referenceRange>')
        comps.append(f"""
        <component>
          <observation classCode="OBS" moodCode="EVN">
            <templateId root="2.16.840.1.113883.10.20.22.4.2" extension="2015-08-01"/>
            <id root="2.16.840.1.113883.19.5.99999.1" extension="{day}-{n}-{i}"/>
            <code code="{loinc}" codeSystem="2.16.840.1.113883.6.1" codeSystemName="LOINC" displayName="{label}"/>
            <text><reference value="#result{n}.{i}"/></text>
            <statusCode code="completed"/>
            <effectiveTime value="{day}0742-0500"/>
            {val}
            <interpretationCode code="{flag}" codeSystem="2.16.840.1.113883.5.83"/>
            {rr}
          </observation>
        </component>""")
    return f"""
    <entry typeCode="DRIV">
      <organizer classCode="BATTERY" moodCode="EVN">
        <templateId root="2.16.840.1.113883.10.20.22.4.1" extension="2015-08-01"/>
        <id root="2.16.840.1.113883.19.5.99999.1" extension="ORG-{day}"/>
        <code code="{panel_loinc}" codeSystem="2.16.840.1.113883.6.1" displayName="{title}"/>
        <statusCode code="completed"/>
        <effectiveTime><low value="{day}0742-0500"/><high value="{day}0742-0500"/></effectiveTime>{"".join(comps)}
      </organizer>
    </entry>"""


def make():
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="CDA.xsl"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:sdtc="urn:hl7-org:sdtc">
  <realmCode code="US"/>
  <typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
  <templateId root="2.16.840.1.113883.10.20.22.1.1" extension="2015-08-01"/>
  <templateId root="2.16.840.1.113883.10.20.22.1.2" extension="2015-08-01"/>
  <id root="2.16.840.1.113883.19.5.99999.1" extension="CCD-20231202-5520917"/>
  <code code="34133-9" codeSystem="2.16.840.1.113883.6.1" displayName="Summarization of Episode Note"/>
  <title>Minnehaha Clinic Health Summary</title>
  <effectiveTime value="20231202183000-0600"/>
  <confidentialityCode code="N" codeSystem="2.16.840.1.113883.5.25"/>
  <languageCode code="en-US"/>
  <recordTarget>
    <patientRole>
      <id extension="40718832" root="2.16.840.1.113883.19.5.99999.2"/>
      <addr use="HP"><streetAddressLine>4417 Bryant Ave S</streetAddressLine><streetAddressLine>Apt 2</streetAddressLine><city>Minneapolis</city><state>MN</state><postalCode>55419</postalCode><country>US</country></addr>
      <telecom use="HP" value="tel:+1(612)555-0174"/>
      <patient>
        <name use="L"><given>Zofia</given><given>Marianna</given><family>Kedzierska-Lund</family></name>
        <administrativeGenderCode code="F" codeSystem="2.16.840.1.113883.5.1"/>
        <birthTime value="19870523"/>
        <languageCommunication><languageCode code="pl"/></languageCommunication>
      </patient>
    </patientRole>
  </recordTarget>
  <author>
    <time value="20231202183000-0600"/>
    <assignedAuthor><id root="2.16.840.1.113883.4.6" extension="1629071554"/>
      <assignedPerson><name><prefix>Dr.</prefix><given>Evelyn</given><family>Thorsby</family><suffix>MD</suffix></name></assignedPerson>
    </assignedAuthor>
  </author>
  <custodian><assignedCustodian><representedCustodianOrganization><id root="2.16.840.1.113883.19.5.99999.1"/><name>Minnehaha Clinic</name></representedCustodianOrganization></assignedCustodian></custodian>
  <component>
    <structuredBody>
      <component>
        <section>
          <templateId root="2.16.840.1.113883.10.20.22.2.5.1" extension="2015-08-01"/>
          <code code="11450-4" codeSystem="2.16.840.1.113883.6.1" displayName="Problem list"/>
          <title>Problems</title>
          <text><list><item>Iron deficiency without anemia (since 2022)</item></list></text>
        </section>
      </component>
      <component>
        <section>
          <templateId root="2.16.840.1.113883.10.20.22.2.3.1" extension="2015-08-01"/>
          <code code="30954-2" codeSystem="2.16.840.1.113883.6.1" codeSystemName="LOINC" displayName="Relevant diagnostic tests and/or laboratory data"/>
          <title>Results</title>
          <text>{narrative(O1, 1)}{narrative(O2, 2)}<paragraph>Ordering provider: Dr. Evelyn Thorsby, MD</paragraph></text>{entry(O1, 1)}{entry(O2, 2)}
        </section>
      </component>
    </structuredBody>
  </component>
</ClinicalDocument>
"""
    write(NAME, xml.encode("utf-8"),
          "C-CDA R2.1 CCD exported from a US patient portal: recordTarget (name, MRN, birth time, address, phone), a Results section whose narrative table prints values with units and (H)/(L), ranges with the unit after them and month-name dates, and whose structured entries hold PQ/UCUM values, IVL_PQ ranges, an IVL_PQ value with only a high bound for '<0.5' and an ST value; two organizers (2023-09-15, 2023-12-02)")
    for org in (O1, O2):
        day = org[2]
        date = f"{day[:4]}-{day[4:6]}-{day[6:]}"
        for label, code, _l, value, comp, unit, ucum, rng, lo, hi, flag in org[4]:
            v = value if ucum is None else (float(value) if "." in value else int(value))
            R(NAME, label, code, date, v, unit, lo, hi, comp, flag in "HL" and flag != "N",
              rng, [label, value, rng])
