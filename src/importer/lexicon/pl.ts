/**
 * The Polish lexicon: the words Polish lab reports print, as data. Each list is written with `list`: words or phrases
 * separated by commas or line breaks. `types.ts` says how each list is
 * compared, and docs/import.md ("The lexicon") how to add a language or a
 * lab's words.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Polish words. */
export const pl: Lexicon = {
  language: "pl",
  ocrLanguage: "pol",
  ocrFirstPass: true,
  slashDates: "day-first",
  fileWords: list`
      twoje, twoja, pd, odp, załącznik, zalacznik,
      raport, raporty, kumulacyjny, kumulacja, zbiorczy, zbiorcze, eksport, pobyt, hospitalizacja, pediatria, wizyta, wizyty, wydruk, list, proza, strona, strony, dwa, dwie, trzy, kolumna, kolumny, kod, kardiologia, kardiologiczny, gastrologia, endokrynologia, ginekologia, poradnia, zdrowie,
      moje, mój, moj, wyniki, wynik, badania, badanie, skan, skany, zdjęcie, zdjecie, kopia, sprawozdanie,
      karta, informacyjna, wypis, zlecenie, laboratorium, lab, krew, krwi, mocz, analiza, kontrola,
      przed, po, nowe, stare, dokument, plik, szpital, przychodnia, historia, zestawienie, tabela,
      arkusz, pobranie, luty, marzec, kwiecień, maj, czerwiec, lipiec, sierpień, wrzesień,
      październik, listopad, grudzień, styczeń
    `,
  headers: {
    number: list`lp, lp., l.p, l.p., nr`,
    name: list`
      badanie, badania, parametr, nazwa badania, nazwa parametru, nazwa, oznaczenie, analit,
      badanie laboratoryjne
    `,
    result:
      list`wynik, wyniki, wynik badania, wartość, wartosc, wartość wyniku, rezultat, rezultaty`,
    unit: list`
      jednostka, jednostki, jedn, jedn., j.m, j.m., j. m, j. m., jm, jedn. miary, jedn miary,
      jednostka miary
    `,
    range: list`
      zakres, zakres ref, zakres ref., zakres referencyjny, zakres referencyjne, zakres normy,
      zakres norm, zakres wartości, zakres wartości referencyjnych, wartości, wartości ref,
      wartości ref., wartości referencyjne, wartości prawidłowe, wartość ref, wartość ref.,
      wartość referencyjna, wartosci referencyjne, przedział, przedział ref, przedział ref.,
      przedział referencyjny, norma, normy, norma ref, norma ref., wartości odniesienia,
      wartosci odniesienia, norma/zakres, zakres/norma
    `,
    flag: list`flaga, flagi, interpretacja, ocena`,
    date: list`
      data, data pobrania, data wykonania, data badania, data wyniku, data oznaczenia,
      data i godzina, data i godzina pobrania, data i godzina wykonania, data i godzina badania,
      data i godzina wyniku, data i godzina oznaczenia, data i godz., data i godz. pobrania,
      data i godz. wykonania, data i godz. badania, data i godz. wyniku,
      data i godz. oznaczenia, data i godz, data i godz pobrania, data i godz wykonania,
      data i godz badania, data i godz wyniku, data i godz oznaczenia, data/godz, data/godz.,
      pobrano, pobranie
    `,
    previous: list`poprzedni wynik, wynik poprzedni, poprzedni, wynik poprzedniego badania`,
    method: list`metoda, metoda badania`,
    code: list`kod, kod badania, kod icd-9, kod icd9, icd-9`,
    order: list`nr zlecenia, numer zlecenia, nr. zlecenia`,
    specimen: list`materiał, rodzaj materiału`,
    comment: list`uwagi, opis`,
  },
  headerStarts: list`
    badanie, parametr, nazwa badania, wynik, jednostka, zakres, norma, wartości referencyjne
  `,
  csvHeaders: {
    date: list`data, data pobrania, data badania, data wykonania, data wyniku`,
    name: list`
      badanie, parametr, nazwa, nazwa badania, nazwa parametru, oznaczenie
    `,
    code: list`kod`,
    value: list`wynik, wartosc`,
    unit: list`jednostka, jedn., jedn`,
    range: list`
      zakres referencyjny, zakres, norma, normy, wartosci referencyjne, wartosci prawidlowe
    `,
    low: list`norma od, zakres od`,
    high: list`norma do, zakres do`,
    flag: list`flaga, flagi, znacznik`,
    specimen: list`material, material badany, rodzaj materialu`,
    section: list`grupa, grupa badan, sekcja, profil`,
  },
  csvIdentityHeaders: list`
    pacjent, pacjentka, imie, nazwisko, imie i nazwisko, pesel, data urodzenia, adres
  `,
  dateLabels: {
    collected: list`
      data pobrania, data pobrania materiału, data i godzina pobrania,
      data i godzina pobrania materiału, data i godz. pobrania, data i godz. pobrania materiału,
      data i godz pobrania, data i godz pobrania materiału, data pobr., pobrano, pobr.,
      materiał pobrano, pobranie, pobranie materiału
    `,
    ordered: list`
      data rejestracji, data i godzina rejestracji, data i godz. rejestracji,
      data i godz rejestracji, data rej., data przyjęcia, data przyjecia,
      data przyjęcia materiału, data przyjecia materiału, data i godzina przyjęcia,
      data i godzina przyjecia, data i godz. przyjęcia, data i godz. przyjecia,
      data i godz przyjęcia, data i godz przyjecia, data i godzina przyjęcia materiału,
      data i godzina przyjecia materiału, data i godz. przyjęcia materiału,
      data i godz. przyjecia materiału, data i godz przyjęcia materiału,
      data i godz przyjecia materiału, data zlecenia, data i godzina zlecenia,
      data i godz. zlecenia, data i godz zlecenia, przyjęcie, przyjęcie materiału
    `,
    reported: list`
      data wykonania, data i godzina wykonania, data i godz. wykonania, data i godz wykonania,
      data badania, data i godzina badania, data i godz. badania, data i godz badania,
      data wyniku, data i godzina wyniku, data i godz. wyniku, data i godz wyniku
    `,
    never: list`
      data urodzenia, data wydruku, data wydania, data autoryzacji, data zatwierdzenia,
      data druku, wydrukowano, wydano, autoryzowano, wydruk
    `,
  },
  units: {},
  months: [
    list`styczeń, stycznia, sty`,
    list`luty, lutego, lut`,
    list`marzec, marca, mar`,
    list`kwiecień, kwietnia, kwi`,
    list`maj, maja`,
    list`czerwiec, czerwca, cze`,
    list`lipiec, lipca, lip`,
    list`sierpień, sierpnia, sie`,
    list`wrzesień, września, wrz`,
    list`październik, października, paź, paz`,
    list`listopad, listopada, lis`,
    list`grudzień, grudnia, gru`,
  ],
  sections: {
    urine: list`
      badanie ogólne moczu, osad moczu, mocz, badanie moczu, badania moczu, analiza moczu,
      analityka moczu, analityka ogólna moczu, chemia moczu
    `,
    blood: list`
      morfologia, morfologia krwi, hematologia, rozmaz krwi, lipidogram, profil lipidowy,
      biochemia, chemia kliniczna, hormony, tarczyca, hormony tarczycy, koagulologia,
      układ krzepnięcia, krzepnięcie, immunologia, immunochemia, serologia, elektrolity,
      gospodarka żelazem, diagnostyka cukrzycy, witaminy, markery nowotworowe, markery, białka,
      enzymy, parametry stanu zapalnego, stan zapalny, markery stanu zapalnego,
      białka ostrej fazy, próby wątrobowe, enzymy wątrobowe, funkcja nerek, diagnostyka anemii,
      gospodarka wapniowo-fosforanowa, markery sercowe, badania serologiczne, alergologia,
      wirusologia, diagnostyka infekcji, gospodarka lipidowa, gospodarka węglowodanowa,
      badania hormonalne, hormony płciowe
    `,
    stool: list`kał, badanie kału`,
    other: list``,
  },
  specimenWords: {
    urine: list`mocz*`,
    stool: list`kał, kału, kale, stolec`,
    blood: list`krew, krwi, surowica, surowicy, osocze, osoczu, osocza`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`w, we`,
  sedimentWords: list`osad*`,
  proseVerbs: list`
    stwierdzono, wykazano, uzyskano, odnotowano, oznaczono, wykazały, wykazało, stwierdza się,
    w badaniach stwierdzono, wyniki
  `,
  qualitative: {
    negative: list`
      ujemny, ujemna, ujemne, nieobecny, nieobecna, nieobecne, nie wykryto, niewykrywalny,
      niewykrywalna, niewykrywalne, nieoznaczalny, nieoznaczalna, nieoznaczalne, brak,
      niereaktywny, niereaktywna, niereaktywne, w normie, prawidłowy, prawidłowa, prawidłowe,
      nie stwierdza się, nie stwierdzono
    `,
    positive: list`
      dodatni, dodatnia, dodatnie, obecny, obecna, obecne, wykryto, reaktywny, reaktywna,
      reaktywne, ślad, śladowy, śladowa, śladowe, śladowe ilości
    `,
    equivocal: list`wątpliwy, wątpliwa, wątpliwe, graniczny, graniczna, graniczne`,
    amounts: [
      list`pojedyncze, pojedynczy, pojedyncza`,
      list`nieliczne, nieliczny, nieliczna`,
      list`dość liczne, dosc liczne, umiarkowanie liczne`,
      list`liczne, liczny, liczna`,
      list`bardzo liczne, bardzo liczny, bardzo liczna, masywne`,
    ],
    descriptive: list`
      słomkowa, słomkowy, słomkowożółta, żółta, żółty, jasnożółta, jasnożółty, jasno żółta,
      ciemnożółta, ciemnożółty, ciemno żółta, bursztynowa, bursztynowy, pomarańczowa, czerwona,
      brunatna, brązowa, bezbarwna, bezbarwny, przejrzysta, przejrzysty, klarowna, lekko mętna,
      lekko mętny, mętna, mętny, opalizująca
    `,
  },
  flagWords: {
    high: list`wysoki, podwyższony, powyżej normy`,
    low: list`niski, obniżony, poniżej normy`,
    abnormal: list`nieprawidłowy, poza normą, poza zakresem`,
    normal: list`w normie, prawidłowy, prawidłowa`,
  },
  comparators: {
    above: list`powyżej, powyzej, ponad, więcej niż, wiecej niz`,
    below: list`poniżej, ponizej, mniej niż, mniej niz`,
    upTo: list`do, poniżej, ponizej, mniej niż, mniej niz`,
    from: list`od, powyżej, powyzej, ponad, więcej niż, wiecej niz`,
    to: list`do`,
  },
  calculatedWords: list`wylicz*, oblicz*, kalkul*, wyl, obl`,
  rangeLabels: list`
    n, norma, normy, zakres, zakres ref., zakres referencyjny, wartości ref., wartości referencyjne,
    wart. ref., przedział ref.
  `,
  rangeQualifiers:
    list`optymalnie, optymalny, optymalna, optymalne, wartość optymalna, wartość pożądana, pożądane`,
  noReference: list``,
  bands: {
    female: list`k, kobiety, kobieta, kob., ż, płeć żeńska`,
    male: list`m, mężczyźni, mężczyzna, męż., m., płeć męska`,
    child: list`dzieci, dziecko, niemowlęta, noworodki, młodzież`,
    adult: list`dorośli, dorosły, dorosli`,
    years: list`lat, lata, rok, roku, r., r.ż., rż, l.`,
    months: list`mies., mies, miesięcy, miesiące, miesiąc, m-cy, m-ce, mż`,
    weeks: list`tyg., tyg, tygodni, tygodnie, tydzień`,
    days: list`dni, dzień, doba, doby, d.`,
    phases: {
      follicular: list`faza folikularna, faza folikulinowa, f. folikularna`,
      ovulation: list`owulacja, faza owulacyjna, szczyt owulacyjny, środek cyklu`,
      luteal: list`faza lutealna, f. lutealna, faza lutealna cyklu`,
      postmenopause: list`po menopauzie, postmenopauza, okres pomenopauzalny`,
    },
  },
  notAResult: {
    seeLeads: list`patrz, zob., zob, zobacz`,
    seeTargets: list`opis, komentarz, uwagi, wynik opisowy, załącznik`,
    seePhrases: list`
      opis poniżej, opis ponizej, opis w załączeniu, komentarz poniżej, komentarz ponizej,
      komentarz w załączeniu, w opisie, w załączeniu, w załączniku, wynik w opisie,
      wynik w załączeniu, wynik w załączniku, wynik opisowy
    `,
    seeWhole: list`opis`,
    notDetermined: list`
      nie oznaczono, nie oznaczano, nie wykonano, nie wykonywano, badanie nie wykonane,
      badania nie wykonano, brak materiału, brak materiału do badania, materiał nieodpowiedni,
      materiał niediagnostyczny, próbka hemolizowana, nie robiono, nie badano, hemoliza,
      próbka zhemolizowana, materiał zhemolizowany
    `,
  },
  patient: {
    sexLabels: list`płeć, płec, pleć, plec`,
    ageLabels: list`wiek`,
    birthLabels: list`data urodzenia, data ur., ur., urodzony, urodzona, urodzony/a`,
    female: list`k, kobieta, ż`,
    male: list`m, mężczyzna`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      imię i nazwisko, imie i nazwisko, nazwisko i imię, nazwisko i imie, pacjent, pacjentka,
      pesel, data urodzenia, ur., adres, adres zamieszkania, zamieszkał, zamieszkała,
      zamieszkały, zamieszkałe, zamieszkal, zamieszkala, zamieszkaly, zamieszkale, telefon, tel.
    `,
    labelsWithColon: list`
      nazwisko, imię, imie, nr dokumentu, nr pacjenta, nr karty, id pacjenta,
      lekarz kierujący, lekarz zlecający, lekarz
    `,
    markersWithColon: list`płeć, płec, pleć, plec, wiek`,
    stopLabels: list`
      data pobrania, data wykonania, data badania, data rejestracji, data przyjęcia,
      data przyjecia, data wydruku, data zlecenia, data wydania, płeć, płec, pleć, plec, wiek,
      pesel, data urodzenia, adres, telefon, tel., lekarz, zleceniodawca, numer zlecenia,
      numer badania, numer próbki, numer probki, numer księgi, numer ksiegi, numer sprawozdania,
      numer wyniku, numer skierowania, nr zlecenia, nr badania, nr próbki, nr probki, nr księgi,
      nr ksiegi, nr sprawozdania, nr wyniku, nr skierowania, nr. zlecenia, nr. badania,
      nr. próbki, nr. probki, nr. księgi, nr. ksiegi, nr. sprawozdania, nr. wyniku,
      nr. skierowania, id zlecenia, id badania, id próbki, id probki, id księgi, id ksiegi,
      id sprawozdania, id wyniku, id skierowania, kod kreskowy, kod próbki, kod probki
    `,
    ageUnits: list`lat, lata, l.`,
    common: list`
      ul., ul, al., os., pl., mieszkania, lok, m., nr, kobieta, mężczyzna
    `,
    titles: list``,
  },
  labs: {
    nameWords: list`
      laborat, szpital, klinik, diagnostyk, synevo, medicover, lux med, luxmed,
      centrum medyczne
    `,
    notANameText: list`
      sprawozdan, wynik, badan, badań, autoryz, zatwierdz, wykona, zlec, lekarz, pacjent, imię,
      imie, nazwisk, pesel, adres, data, godz, fax, email, e-mail, www., @, http, strona, regon,
      opis, komentarz, uwag, partnersk, odrębn, odrebn, materiał, material, skierow, oddział,
      oddzial
    `,
    notANameWords: list`lek., diagnosta, diagnosto, mgr, dr, tel, nip, krs, kod`,
    addressStarts: list`ul., al., os., pl.`,
  },
  lines: {
    furniture: list`
      npwz,
      autoryzowa, autoryzował, zatwierdził, diagnost, lekarz, zleceniodawca, zlecając, kierując,
      numer zlecenia, nr zlecenia, nr. zlecenia, kod kreskowy, nr próbki, nr. próbki,
      numer próbki, nr badania, nr. badania, numer badania, zlecenie nr, zlecenia nr,
      laboratori, telefon, wydruk, wydrukowano, punkt pobrań, oddział, rozpoznanie, podpis,
      akredytac, pieczęć, wynik nie stanowi, sprawozdanie z badań, wynik powyżej, wynik poniżej,
      wynik poza, wynik nieprawidłowy
    `,
    furnitureWords: list`sp. z o.o, sp. z o. o., ul., nip, regon, krs, pwz`,
    furnitureStarts: list`materiał, rodzaj, typ próbki, pobrał, pobrano przez`,
    commentStarts: list`komentarz, uwaga, uwagi, komentarz do wyniku`,
    commentLabels: list`
      opis, interpretacja, wniosek, wnioski, objaśnienia, legenda, informacja
    `,
    summaryStarts: list`
      podsumowanie, wyniki poza zakresem, wyniki poza normą, wyniki poza normami,
      wyniki nieprawidłowe, wyniki odbiegające, nieprawidłowe wyniki
    `,
    page: list`strona, str.`,
    pageOf: list`z, ze`,
    timeLabels: list`godz., godz, godzina`,
    orderLabels: list`
      nr zlecenia, nr. zlecenia, numer zlecenia, karta, nr karty, numer karty, nr dawcy, numer dawcy
    `,
  },
};
