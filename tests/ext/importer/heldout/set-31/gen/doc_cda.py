"""A US urgent-care C-CDA (Continuity of Care Document) the person downloaded from the clinic's portal: result
organizers with local codes whose LOINC is a translation, PQ values, IVL_PQ reference ranges, interpretation
codes, a narrative table, and a vital-signs section that is not lab work."""
import html as H
from rows import CDA_ROWS, CDA_DATE, NEW_LABELS
from ident import *  # noqa

NAME = "CCD_HarborPoint_UrgentCare_2023-07-08.xml"
LOCAL = "2.16.840.1.113883.3.7716.2.40"

def build(c):
    e = H.escape
    panels = [("CMP", "Basic metabolic panel", "51990-0", ["GLU", "BUN", "CREAT", "NA", "K", "CL", "CA"]),
              ("CBC", "CBC without differential", "58410-2", ["WBC", "HGB", "PLT"]),
              ("TSH", "Thyroid stimulating hormone", "3016-3", ["TSH"]),
              ("LIPASE", "Lipase", "3040-3", ["LIPASE"])]
    byloc = {r[0]: r for r in CDA_ROWS}
    narr, orgs = [], []
    n = 0
    for pcode, pname, ploinc, members in panels:
        comps = []
        for loc in members:
            n += 1
            _, disp, code, loinc, val, unit, lo, hi, ip = byloc[loc]
            narr.append(f"<tr><td>{e(pname)}</td><td>{e(disp)}</td><td>{val} {e(unit)}</td><td>{lo}-{hi} {e(unit)}</td>"
                        f"<td>{'Normal' if ip == 'N' else ip}</td><td>07/08/2023 10:32 AM</td></tr>")
            comps.append(f"""<component><observation classCode="OBS" moodCode="EVN">
<templateId root="2.16.840.1.113883.10.20.22.4.2" extension="2015-08-01"/>
<id root="1.2.840.114350.1.13.4401.2.7.6.798268.{n}"/>
<code code="{loc}" codeSystem="{LOCAL}" codeSystemName="HarborPoint LIS" displayName="{e(disp)}"><originalText>{e(disp)}</originalText><translation code="{loinc}" codeSystem="2.16.840.1.113883.6.1" codeSystemName="LOINC" displayName="{e(disp)}"/></code>
<statusCode code="completed"/><effectiveTime value="20230708103200-0400"/>
<value xsi:type="PQ" value="{val}" unit="{e(unit)}"/>
<interpretationCode code="{ip}" codeSystem="2.16.840.1.113883.5.83"/>
<referenceRange><observationRange><value xsi:type="IVL_PQ"><low value="{lo}" unit="{e(unit)}"/><high value="{hi}" unit="{e(unit)}"/></value></observationRange></referenceRange>
</observation></component>""")
            label = NEW_LABELS.get(loc) if code is None else None
            c.add(NAME, disp, code, CDA_DATE, val, unit, f"{lo} - {hi}", ip != "N", [disp, val, unit, f"{lo}-{hi}"], new_label=label)
        orgs.append(f"""<entry typeCode="DRIV"><organizer classCode="BATTERY" moodCode="EVN">
<templateId root="2.16.840.1.113883.10.20.22.4.1" extension="2015-08-01"/>
<id root="1.2.840.114350.1.13.4401.2.7.2.798268" extension="7100258{n:03d}"/>
<code code="{pcode}" codeSystem="{LOCAL}" displayName="{e(pname)}"><translation code="{ploinc}" codeSystem="2.16.840.1.113883.6.1" displayName="{e(pname)}"/></code>
<statusCode code="completed"/><effectiveTime><low value="20230708103200-0400"/><high value="20230708124500-0400"/></effectiveTime>
{''.join(comps)}
</organizer></entry>""")
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "Vital signs", "printed": "BP 122/78, Pulse 84, Temp 99.1 F, Weight 141 lb",
                       "why": "vital signs, not blood tests"})
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="CDA.xsl"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:sdtc="urn:hl7-org:sdtc">
<realmCode code="US"/><typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
<templateId root="2.16.840.1.113883.10.20.22.1.1" extension="2015-08-01"/><templateId root="2.16.840.1.113883.10.20.22.1.2" extension="2015-08-01"/>
<id root="1.2.840.114350.1.13.4401.2.7.8.688883.40817735"/>
<code code="34133-9" codeSystem="2.16.840.1.113883.6.1" displayName="Summarization of Episode Note"/>
<title>Harbor Point Urgent Care - Visit Summary</title>
<effectiveTime value="20230709081544-0400"/>
<confidentialityCode code="N" codeSystem="2.16.840.1.113883.5.25"/><languageCode code="en-US"/>
<recordTarget><patientRole><id extension="40817735" root="1.2.840.114350.1.13.4401.2.7.5.737384.14"/>
<addr use="HP"><streetAddressLine>{e(STREET)}</streetAddressLine><city>Gdańsk</city><postalCode>80-177</postalCode><country>PL</country></addr>
<telecom use="MC" value="tel:+48601238947"/><telecom value="mailto:{EMAIL}"/>
<patient><name use="L"><given>Katarzyna</given><family>Olszewska-Brandt</family></name>
<administrativeGenderCode code="F" codeSystem="2.16.840.1.113883.5.1"/><birthTime value="{BIRTH_HL7}"/>
<languageCommunication><languageCode code="pl"/></languageCommunication></patient></patientRole></recordTarget>
<author><time value="20230709081544-0400"/><assignedAuthor><id root="2.16.840.1.113883.4.6" extension="1730294456"/>
<assignedPerson><name><given>Rebecca</given><given>T.</given><family>Halloran</family><suffix>MD</suffix></name></assignedPerson></assignedAuthor></author>
<custodian><assignedCustodian><representedCustodianOrganization><id root="1.2.840.114350.1.13.4401"/><name>Harbor Point Urgent Care</name>
<addr><streetAddressLine>200 Seaport Blvd</streetAddressLine><city>Boston</city><state>MA</state><postalCode>02210</postalCode></addr></representedCustodianOrganization></assignedCustodian></custodian>
<documentationOf><serviceEvent classCode="PCPR"><effectiveTime><low value="20230708101500-0400"/><high value="20230708131000-0400"/></effectiveTime></serviceEvent></documentationOf>
<component><structuredBody>
<component><section><templateId root="2.16.840.1.113883.10.20.22.2.5.1"/><code code="11450-4" codeSystem="2.16.840.1.113883.6.1" displayName="Problem list"/>
<title>Problems</title><text><list><item>Epigastric pain, acute (R10.13)</item></list></text></section></component>
<component><section><templateId root="2.16.840.1.113883.10.20.22.2.4.1"/><code code="8716-3" codeSystem="2.16.840.1.113883.6.1" displayName="Vital signs"/>
<title>Vital Signs</title><text><table><thead><tr><th>Date</th><th>BP</th><th>Pulse</th><th>Temp</th><th>Weight</th></tr></thead>
<tbody><tr><td>07/08/2023</td><td>122/78</td><td>84</td><td>99.1 °F</td><td>141 lb</td></tr></tbody></table></text></section></component>
<component><section><templateId root="2.16.840.1.113883.10.20.22.2.3.1" extension="2015-08-01"/>
<code code="30954-2" codeSystem="2.16.840.1.113883.6.1" displayName="Relevant diagnostic tests and/or laboratory data"/>
<title>Results</title>
<text><table border="1"><thead><tr><th>Panel</th><th>Component</th><th>Value</th><th>Ref Range</th><th>Flag</th><th>Collected</th></tr></thead><tbody>
{''.join(narr)}
</tbody></table><paragraph>Results reviewed by Rebecca T. Halloran, MD.</paragraph></text>
{''.join(orgs)}
</section></component>
</structuredBody></component>
</ClinicalDocument>
"""
    c.write(NAME, xml.encode("utf-8"))
    return NAME, "C-CDA R2.1: result organizers, local codes with LOINC translations, PQ values, IVL_PQ ranges"
