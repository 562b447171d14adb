"""Invented identities of set-31 (every spelling printed anywhere in the documents)."""

PAT = "Katarzyna Olszewska-Brandt"
PAT_REV = "Olszewska-Brandt Katarzyna"
PAT_UP = "OLSZEWSKA-BRANDT KATARZYNA"
PAT_EN = "Ms Katarzyna Olszewska-Brandt"
PESEL = "84071203468"
BIRTH_PL = "12.07.1984"
BIRTH_ISO = "1984-07-12"
BIRTH_UK = "12/07/1984"
BIRTH_US = "07/12/1984"
BIRTH_HL7 = "19840712"
STREET = "ul. Storczykowa 9/21"
STREET_BARE = "Storczykowa 9/21"
POSTCODE_CITY = "80-177 Gdańsk"
PHONE = "+48 601 238 947"
PHONE_BARE = "601 238 947"
EMAIL = "k.olszewska.brandt@pocztowo.example"
EMAIL_OLD = "katarzyna.brandt@biuro-nord.example"
HUSBAND = "Piotr Brandt"
HUSBAND_EMAIL = "piotr.brandt@pocztowo.example"
UK_ADDR = "Flat 4, 27 Ashgrove Terrace"
UK_POST = "LS6 2QT"
US_MRN = "MRN 40817735"
DOCTORS = ["lek. Hubert Zawadzki-Mróz", "Hubert Zawadzki-Mróz", "Zawadzki-Mróz",
           "lek. Marianna Zawadzka", "Marianna Zawadzka", "dr Zawadzką", "Zawadzką", "dr Zawadzkiej", "Zawadzkiej", "Zawadzka",
           "dr n. med. Oskar Wielgosz", "Oskar Wielgosz", "Wielgosz",
           "Dr. Rebecca T. Halloran", "Rebecca T. Halloran", "Halloran"]
LAB_STAFF = ["mgr Joanna Pietrusewicz", "Joanna Pietrusewicz", "Pietrusewicz",
             "mgr Edyta Sznajder-Kołek", "Edyta Sznajder-Kołek", "Sznajder-Kołek"]
LICENCES = ["3319046", "5520817", "2088713", "6630194", "1730294456"]
ORDERS = ["KD/25/02/04417", "ML/24/031277", "ML/24/062931", "ML/24/100418", "BB-2024-118934", "SM-250520-0093",
          "7100258844", "E-0044913"]

IDENTITY = {
    "patient_name": [PAT, PAT_REV, PAT_UP, "Olszewska-Brandt", "OLSZEWSKA-BRANDT", "Katarzyna O.-Brandt",
                     "Katarzyna", "Olszewska-Brandt"],
    "national_id": [PESEL],
    "birth_date": [BIRTH_PL, BIRTH_ISO, BIRTH_UK, BIRTH_HL7],
    "address": [STREET, STREET_BARE, POSTCODE_CITY, "80-177", UK_ADDR, "27 Ashgrove Terrace", UK_POST],
    "phone": [PHONE, PHONE_BARE, "+48601238947", "601238947"],
    "email": [EMAIL, EMAIL_OLD],
    "employer": ["Biuro Nord"],
    "doctor": DOCTORS,
    "lab_staff": LAB_STAFF,
    "licence_numbers": LICENCES,
    "order_numbers": ORDERS + ["40817735"],
}
