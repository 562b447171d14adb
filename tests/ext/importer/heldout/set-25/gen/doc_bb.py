"""A Blue Button plain-text download (a US veterans' portal kind): a banner, the person's name,
birth date and address, a table of contents, then "Labs and Tests" where every result is a block
of "Key:  value" lines (Test Name / Result / Units / Reference Range / Interpretation), grouped
under lab tests with a month-first collection date and time, CRLF line ends, a cancelled test and
a "See comment" result."""

from common import R, X, write

NAME = "mhv_BlueButton_Report_07102024.txt"

# label, code, value, unit, range, lo, hi, flag
CHEM = ("BASIC METABOLIC PANEL", "07/02/2024 08:15", "2024-07-02", "SERUM", [
    ("GLUCOSE", "GLU", "96", "mg/dL", "70-110", 70, 110, ""),
    ("UREA NITROGEN", "BUN", "12", "mg/dL", "6-20", 6, 20, ""),
    ("CREATININE", "CREA", "0.81", "mg/dL", "0.6-1.3", 0.6, 1.3, ""),
    ("SODIUM", "NA", "141", "mmol/L", "136-145", 136, 145, ""),
    ("POTASSIUM", "K", "4.6", "mmol/L", "3.5-5.1", 3.5, 5.1, ""),
    ("CHLORIDE", "CL", "104", "mmol/L", "98-107", 98, 107, ""),
    ("CALCIUM", "CA", "9.1", "mg/dL", "8.5-10.1", 8.5, 10.1, ""),
])
HEM = ("CBC W/O DIFF", "07/02/2024 08:15", "2024-07-02", "BLOOD", [
    ("WBC", "WBC", "5.9", "K/cmm", "4.0-11.0", 4.0, 11.0, ""),
    ("HGB", "HGB", "11.7", "g/dL", "12.0-16.0", 12.0, 16.0, "L"),
    ("HCT", "HCT", "36.2", "%", "37.0-47.0", 37.0, 47.0, "L"),
    ("MCV", "MCV", "84.3", "fL", "80-100", 80, 100, ""),
    ("PLT", "PLT", "268", "K/cmm", "150-400", 150, 400, ""),
])
IRON = ("FERRITIN", "04/15/2024 10:40", "2024-04-15", "SERUM", [
    ("FERRITIN", "FERR", "31", "ng/mL", "11-307", 11, 307, ""),
])
LIPID = ("LIPID PANEL", "04/15/2024 10:40", "2024-04-15", "SERUM", [
    ("CHOLESTEROL", "CHOL", "198", "mg/dL", "<200", None, 200, ""),
    ("TRIGLYCERIDE", "TG", "102", "mg/dL", "<150", None, 150, ""),
    ("HDL", "HDL", "61", "mg/dL", "40-59", 40, 59, "H"),
    ("LDL-CHOLESTEROL", "LDL", "117", "mg/dL", "<130", None, 130, ""),
])


def block(test, rows, lines):
    name, when, _d, spec, results = test
    lines += [
        "Lab Type:            Chemistry/Hematology",
        f"Lab Test:            {name}",
        f"Date/Time Collected: {when}",
        f"Specimen:            {spec}",
        "Ordering Location:   MINNEAPOLIS VAMC PRIMARY CARE BLUE",
        "Ordered By:          OKONKWO-REYES, TAMSIN",
        "Lab Location:        MINNEAPOLIS VA HEALTH CARE SYSTEM",
        "",
    ]
    for label, _c, value, unit, rng, _lo, _hi, flag in results:
        lines += [
            f"  Test Name:          {label}",
            f"  Result:             {value}",
            f"  Units:              {unit}",
            f"  Reference Range:    {rng}",
            f"  Interpretation:     {flag}",
            "  Status:             Final",
            "",
        ]
    return lines


def make():
    bar = "-" * 80
    L = [
        "*" * 80,
        "                               MY HEALTHEVET",
        "                       PERSONAL INFORMATION REPORT",
        "                       ** PROTECT THIS INFORMATION **",
        "*" * 80,
        "",
        "Name:           KEDZIERSKA-LUND, ZOFIA M",
        "Date of Birth:  05/23/1987",
        "Address:        4417 Bryant Ave S, Apt 2, Minneapolis, MN 55419",
        "Phone:          612-555-0174",
        "Report ID:      MHV-5520917",
        "Date of Report: 07/10/2024 19:42",
        "",
        "This report contains: Labs and Tests (Chemistry/Hematology) 01/01/2024 - 07/10/2024",
        "",
        "The information in this report is a summary of your health record. Results",
        "are shown as they were released by the laboratory.",
        "",
        bar,
        "LABS AND TESTS",
        bar,
        "Source: VA",
        "",
    ]
    for test in (CHEM, HEM):
        block(test, None, L)
    L += [
        "Lab Type:            Chemistry/Hematology",
        "Lab Test:            VITAMIN D 25-OH",
        "Date/Time Collected: 07/02/2024 08:15",
        "Specimen:            SERUM",
        "",
        "  Test Name:          25-OH VITAMIN D",
        "  Result:             See comment",
        "  Units:              ng/mL",
        "  Reference Range:    30-100",
        "  Interpretation:",
        "  Status:             Final",
        "  Comment:            Test not performed. Specimen received hemolyzed.",
        "",
    ]
    for test in (IRON, LIPID):
        block(test, None, L)
    L += [bar, "END OF REPORT", bar, ""]
    write(NAME, ("\r\n".join(L)).encode("utf-8"),
          "Blue Button plain-text download (US veterans' portal): banner, name, birth date, address, phone and report id, then every result as a block of 'Key:  value' lines (Test Name / Result / Units / Reference Range / Interpretation) under Lab Test headers with month-first 'Date/Time Collected', CRLF, K/cmm counts, a 'See comment' result not performed")
    for test in (CHEM, HEM, IRON, LIPID):
        for label, code, value, unit, rng, lo, hi, flag in test[4]:
            new = "BUN (urea nitrogen)" if code == "BUN" else None
            R(NAME, label, code, test[2], float(value) if "." in value else int(value), unit, lo, hi,
              abn=bool(flag), range_printed=rng, printed=[label, value, unit, rng, flag], new=new)
    X(NAME, "25-OH VITAMIN D", "See comment", "not performed: specimen hemolyzed")
