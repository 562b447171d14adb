/**
 * The Spanish lexicon: the words Spanish and Latin American lab reports
 * ("Informe de resultados") print, as data. Each list is written with `list`:
 * words or phrases separated by commas or line breaks. `types.ts` says how
 * each list is compared, and docs/import.md ("Adding a language") how to add
 * one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Spanish words. */
export const es: Lexicon = {
  language: "es",
  ocrLanguage: "spa",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
    mis, informe, resultados, analitica, analítica, análisis, analisis, sangre, hospital, foto,
    copia, laboratorio, hemograma, bioquimica, bioquímica
  `,
  headers: {
    number: list`nº, n.º`,
    name: list`prueba, pruebas, determinación, determinaciones, análisis, parámetro, magnitud`,
    result: list`resultado, resultados, valor`,
    unit: list`unidades, unidad, ud., uds.`,
    range: list`
      intervalo de referencia, intervalos de referencia, valores de referencia, valor de referencia,
      rango de referencia, rango, v. referencia, v. ref., valores normales
    `,
    flag: list`marca, indicador`,
    date: list`fecha, fecha de extracción, fecha extracción`,
    previous: list`resultado anterior, anterior, último resultado, resultados anteriores`,
    method: list`método, técnica`,
    code: list`código`,
    order: list`nº petición, número de petición, petición`,
    specimen: list`muestra, tipo de muestra`,
    comment: list`comentario, comentarios, observaciones`,
  },
  headerStarts: list`prueba, determinación, análisis, resultado, unidades, intervalo de referencia`,
  csvHeaders: {
    date: list`fecha, fecha extraccion, fecha de extraccion`,
    name: list`prueba, determinacion, analisis, parametro`,
    code: list`codigo`,
    value: list`resultado, valor`,
    unit: list`unidad, unidades`,
    range: list`intervalo de referencia, valores de referencia, rango`,
    low: list`limite inferior, minimo`,
    high: list`limite superior, maximo`,
    flag: list`marca, indicador`,
    specimen: list`muestra`,
    section: list`seccion, grupo, area`,
  },
  csvIdentityHeaders: list`
    paciente, nombre, apellidos, primer apellido, segundo apellido, dni, nie, fecha de nacimiento,
    domicilio, direccion
  `,
  dateLabels: {
    collected: list`
      fecha extracción, fecha de extracción, fecha de la extracción, fecha extraccion,
      fecha de extraccion, fecha toma de muestra, fecha de toma de muestra, fecha de obtención,
      fecha obtención, fecha de recogida, extracción
    `,
    ordered: list`
      fecha recepción, fecha de recepción, fecha recepcion, fecha de recepcion, fecha petición,
      fecha de petición, fecha de solicitud, fecha registro
    `,
    reported: list`
      fecha validación, fecha de validación, fecha validacion, fecha de validacion, fecha informe,
      fecha del informe, fecha de emisión, fecha emisión, validado el
    `,
    never: list`
      fecha de nacimiento, f. nacimiento, f. nac., fecha nacimiento, fecha de impresión,
      impreso el, fecha impresión
    `,
  },
  units: {
    // International units written in the language's word order: "unités internationales".
    "UI/L": "IU/L",
    "UI/mL": "IU/mL",
    "mUI/L": "mIU/L",
    "mUI/mL": "mIU/mL",
    "µUI/mL": "µIU/mL",
    "μUI/mL": "µIU/mL",
  },
  months: [
    list`enero, ene`,
    list`febrero`,
    list`marzo`,
    list`abril, abr`,
    list`mayo, may`,
    list`junio`,
    list`julio`,
    list`agosto`,
    list`septiembre, setiembre`,
    list`octubre`,
    list`noviembre`,
    list`diciembre`,
  ],
  sections: {
    urine: list`
        orina, sistemático de orina, sedimento urinario, bioquímica de orina, anormales y sedimento
      `,
    blood: list`
      hematología, hemograma, serie roja, serie blanca, serie plaquetaria, fórmula leucocitaria,
      bioquímica, bioquímica general, perfil lipídico, perfil hepático, perfil renal, iones,
      metabolismo del hierro, hormonas, tiroides, endocrinología, inmunología, serología,
      coagulación, hemostasia, vitaminas, marcadores tumorales, proteínas
    `,
    stool: list`heces, coprocultivo`,
    other: list``,
  },
  specimenWords: {
    urine: list`orina*`,
    stool: list`heces, fecal`,
    blood: list`sangre, suero, plasma, sanguíneo`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`en`,
  sedimentWords: list`sedimento`,
  proseVerbs: list`mostraba, mostró, presentaba, se objetiva, se observa`,
  qualitative: {
    negative:
      list`negativo, negativa, no detectado, no detectada, no reactivo, no reactiva, ausencia`,
    positive: list`positivo, positiva, detectado, detectada, reactivo, reactiva`,
    equivocal: list`dudoso, dudosa, indeterminado, indeterminada`,
    amounts: [
      list`aislados, aisladas, escasos, escasas`,
      list`algunos, algunas`,
      list`moderados, moderadas, regular cantidad`,
      list`abundantes`,
      list`muy abundantes, incontables`,
    ],
    descriptive: list`
        amarillo, amarillo claro, amarillo oscuro, ámbar, transparente, turbio, ligeramente turbio
      `,
  },
  flagWords: {
    high: list`alto, elevado, aumentado`,
    low: list`bajo, disminuido`,
    abnormal: list`anormal, patológico, fuera de rango`,
    normal: list`dentro de rango`,
  },
  comparators: {
    above: list`mayor de, mayor que, superior a`,
    below: list`menor de, menor que, inferior a`,
    upTo: list`hasta, menor de, inferior a`,
    from: list`desde, mayor de, superior a`,
    to: list`a, hasta`,
  },
  calculatedWords: list`calculad*`,
  rangeLabels: list`v.r., v. ref., referencia`,
  rangeQualifiers: list`deseable, óptimo`,
  noReference: list``,
  bands: {
    female: list`mujeres, mujer`,
    male: list`hombres, hombre, varones, varón`,
    child: list`niños, niño, recién nacidos, lactantes`,
    adult: list`adultos, adulto`,
    years: list`años, año`,
    months: list`meses`,
    weeks: list`semanas`,
    days: list`días, día`,
    phases: {
      follicular: list`fase folicular`,
      ovulation: list`fase ovulatoria, pico ovulatorio`,
      luteal: list`fase lútea`,
      postmenopause: list`postmenopausia, menopausia`,
    },
  },
  notAResult: {
    seeLeads: list`ver, véase`,
    seeTargets: list`comentario, informe adjunto, observaciones`,
    seePhrases: list`ver comentario, ver informe adjunto, ver observaciones`,
    seeWhole: list`ver comentario`,
    notDetermined: list`
      anulada, anulado, no realizado, no realizada, pendiente, en curso, muestra insuficiente,
      muestra hemolizada, no procesada, no valorable
    `,
  },
  patient: {
    sexLabels: list`sexo`,
    ageLabels: list`edad`,
    birthLabels: list`fecha de nacimiento, f. nacimiento, f. nac., fecha nacimiento`,
    female: list`mujer`,
    male: list`hombre, varón`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      paciente, nombre y apellidos, apellidos y nombre, historia clínica, nº historia,
      tarjeta sanitaria, fecha de nacimiento, f. nacimiento, domicilio, dirección
    `,
    labelsWithColon: list`
      dni, nie, nif, sip, cip, nhc, n.h.c., nombre, apellidos, teléfono, tlf., peticionario, médico,
      médico peticionario, médico solicitante, solicitante
    `,
    markersWithColon: list`sexo, edad`,
    stopLabels: list`
      fecha extracción, fecha recepción, fecha validación, sexo, edad, fecha de nacimiento,
      domicilio, teléfono, peticionario, procedencia, nº petición
    `,
    ageUnits: list`años`,
    common: list`calle, c/, avda., avenida, plaza, mujer, hombre`,
    titles: list`dra., dra`,
  },
  labs: {
    nameWords: list`laboratorio, hospital, análisis clínicos, servicio de análisis`,
    notANameText: list`
      informe, paciente, fecha, peticionario, procedencia, petición, validado, página,
      facultativ
    `,
    notANameWords: list`dr., dra., tel., fax`,
    addressStarts: list`c/, calle, avda., av., avenida, plaza`,
  },
  lines: {
    furniture: list`
      validado por, facultativo especialista, facultativa especialista, peticionario,
      procedencia, solo puede reproducirse, nº petición
    `,
    furnitureWords: list`s.l., s.a., cif`,
    furnitureStarts: list`muestra:, página, pág.`,
    commentStarts: list`comentario, observaciones, nota`,
    commentLabels: list`interpretación, leyenda`,
    summaryStarts: list`resultados fuera de rango, resumen`,
    page: list`página, pág.`,
    pageOf: list`de`,
    timeLabels: list`hora`,
    orderLabels: list`nº petición, número de petición, petición nº`,
  },
};
