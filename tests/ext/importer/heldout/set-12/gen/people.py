"""The fictional patient, her doctors, labs and order numbers (all invented for set-12)."""

PATIENT = {
    "name": "Halina Bartoszewicz",
    "first": "Halina",
    "last": "Bartoszewicz",
    "pesel": "79061404829",
    "birth": "14.06.1979",
    "birth_iso": "1979-06-14",
    "street": "ul. Modrzewiowa 23 m. 7",
    "city": "61-612 Poznań",
    "phone": "604 219 837",
    "email": "h.bartoszewicz79@example.pl",
}

IDENTITY = {
    "patient_name": ["Halina Bartoszewicz", "Bartoszewicz Halina", "BARTOSZEWICZ HALINA",
                     "Bartoszewicz, Halina", "Bartoszewicz", "Halina", "Halino"],
    "pesel": ["79061404829"],
    "birth_date": ["1979-06-14", "14.06.1979", "19790614"],
    "address": ["ul. Modrzewiowa 23 m. 7", "Modrzewiowa 23 m. 7", "Modrzewiowa", "61-612"],
    "phone": ["604 219 837", "604219837", "+48604219837", "+48 604 219 837"],
    "email": ["h.bartoszewicz79@example.pl", "h.bartoszewicz79"],
    "doctor": ["lek. Marta Olszewska", "Marta Olszewska", "Olszewska", "3318207",
               "dr n. med. Piotr Kaźmierczak", "Piotr Kaźmierczak", "Kaźmierczak", "2094417",
               "lek. Agata Sroka-Minkiewicz", "Agata Sroka-Minkiewicz", "Sroka-Minkiewicz", "5521093",
               "Dr. med. Ulrike Brandstätter", "Ulrike Brandstätter", "Brandstätter"],
    "order_numbers": ["2504118823", "VL/2025/04/118823", "25/06/03/0417", "LM-0417-0603",
                      "0120/25/3318", "KB-25-77120", "WSS3/2025/08/04112", "7704-2025",
                      "B-2511-884107", "4471920"],
    "lab_staff": ["Anna Wróbel", "Tomasz Leśniak", "Justyna Kolasińska", "Grzegorz Pietrzak",
                  "Renata Sowińska"],
}
