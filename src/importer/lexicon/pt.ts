/**
 * The Portuguese lexicon: the words Brazilian and Portuguese lab reports
 * ("Laudo de exames", "Boletim de análises") print, as data. Each list is
 * written with `list`: words or phrases separated by commas or line breaks.
 * `types.ts` says how each list is compared, and docs/import.md ("Adding a
 * language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Portuguese words. */
export const pt: Lexicon = {
  language: "pt",
  ocrLanguage: "por",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
    meus, minha, laudo, laudos, exame, exames, resultado, resultados, sangue, laboratorio,
    laboratório, analises, análises, boletim, hemograma, foto, copia, cópia
  `,
  headers: {
    number: list`nº, n.º`,
    name: list`exame, exames, analito, parâmetro, análise, descrição`,
    result: list`resultado, resultados, valor`,
    unit: list`unidade, unidades`,
    range: list`
      valores de referência, valor de referência, intervalo de referência, referência,
      valores normais, vr
    `,
    flag: list`indicador`,
    date: list`data, data da coleta, data de coleta`,
    previous: list`resultado anterior, resultados anteriores, anterior`,
    method: list`método`,
    code: list`código`,
    order: list`pedido, nº do pedido, protocolo`,
    specimen: list`material, amostra`,
    comment: list`observação, observações, nota`,
  },
  headerStarts: list`exame, análise, resultado, unidade, valores de referência`,
  csvHeaders: {
    date: list`data, data da coleta, data de coleta`,
    name: list`exame, analito, parametro, analise`,
    code: list`codigo`,
    value: list`resultado, valor`,
    unit: list`unidade`,
    range: list`valores de referencia, valor de referencia, intervalo de referencia`,
    low: list`limite inferior, minimo`,
    high: list`limite superior, maximo`,
    flag: list`indicador`,
    specimen: list`material, amostra`,
    section: list`grupo, setor, secao`,
  },
  csvIdentityHeaders: list`
    paciente, nome, cpf, rg, data de nascimento, endereco, utente, numero de utente
  `,
  dateLabels: {
    collected: list`
      data da coleta, data de coleta, data coleta, coletado em, coletada em, data da colheita,
      data de colheita, colheita, coleta
    `,
    ordered: list`
      data de entrada, data do pedido, data de cadastro, recebido em, data de recebimento,
      data do atendimento, atendimento
    `,
    reported: list`
      data de liberação, data da liberação, liberado em, liberado eletronicamente em,
      data do laudo, data de emissão, emitido em, data de validação, validado em
    `,
    never: list`
      data de nasc., data de nascimento, data nasc., dt. nasc., nascimento, impresso em,
      data de impressão
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
    // Counts per cubic millimetre (a microlitre): "milhões/mm³" are millions, "mil/mm³" thousands.
    "/mm³": "/µL",
    "/mm3": "/µL",
    "mil/mm³": "10^3/µL",
    "milhões/mm³": "10^6/µL",
    "milhões/mm3": "10^6/µL",
  },
  months: [
    list`janeiro, jan`,
    list`fevereiro, fev`,
    list`março, marco`,
    list`abril`,
    list`maio`,
    list`junho`,
    list`julho`,
    list`agosto`,
    list`setembro`,
    list`outubro, out`,
    list`novembro`,
    list`dezembro, dez`,
  ],
  sections: {
    urine: list`
      urina tipo i, urina tipo 1, urina, eas, elementos anormais e sedimento, sedimentoscopia,
      exame físico, exame químico, sumária de urina, urina ii
    `,
    blood: list`
      hemograma, hemograma completo, eritrograma, leucograma, plaquetograma, bioquímica,
      perfil lipídico, lipidograma, hormônios, tireoide, imunologia, sorologia, coagulação,
      vitaminas, marcadores tumorais, hematologia
    `,
    stool: list`fezes, parasitológico de fezes, coprocultura`,
    other: list``,
  },
  specimenWords: {
    urine: list`urina*`,
    stool: list`fezes, fecal`,
    blood: list`sangue, soro, plasma, sangue total`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`na, no, nas, nos`,
  sedimentWords: list`sedimento, sedimentoscopia`,
  proseVerbs: list`mostrou, evidenciou, apresentou`,
  qualitative: {
    negative: list`
        negativo, negativa, ausente, ausentes, não reagente, nao reagente, não detectado,
        não detectável
      `,
    positive: list`positivo, positiva, presente, presentes, reagente, detectado, detectável`,
    equivocal: list`indeterminado, inconclusivo, duvidoso`,
    amounts: [
      list`raras, raros`,
      list`algumas, alguns, poucas, poucos`,
      list`moderadas, moderados`,
      list`numerosas, numerosos`,
      list`incontáveis, muito numerosas`,
    ],
    descriptive: list`
      amarelo citrino, amarelo claro, amarelo escuro, amarelo, citrino, âmbar, límpido, límpida,
      ligeiramente turvo, turvo, turva
    `,
  },
  flagWords: {
    high: list`elevado, aumentado, acima`,
    low: list`diminuído, reduzido, abaixo`,
    abnormal: list`alterado, anormal`,
    normal: list`dentro da normalidade`,
  },
  comparators: {
    above: list`superior a, maior que, acima de`,
    below: list`inferior a, menor que, abaixo de`,
    upTo: list`até, inferior a, menor que`,
    from: list`superior a, maior que, acima de, a partir de`,
    to: list`a, até`,
  },
  calculatedWords: list`calculad*`,
  rangeLabels: list`vr, v.r., valores de referência, referência`,
  rangeQualifiers: list`desejável, ótimo, normal`,
  noReference: list``,
  bands: {
    female: list`mulheres, mulher, feminino, sexo feminino`,
    male: list`homens, homem, masculino, sexo masculino`,
    child: list`crianças, criança, recém-nascidos, lactentes`,
    adult: list`adultos, adulto, adultas`,
    years: list`anos, ano`,
    months: list`meses, mês`,
    weeks: list`semanas`,
    days: list`dias, dia`,
    phases: {
      follicular: list`fase folicular`,
      ovulation: list`pico ovulatório, fase ovulatória`,
      luteal: list`fase lútea`,
      postmenopause: list`pós-menopausa, menopausa`,
    },
  },
  notAResult: {
    seeLeads: list`vide, ver`,
    seeTargets: list`laudo anexo, observação, comentário`,
    seePhrases: list`vide laudo anexo, vide observação, ver observação`,
    seeWhole: list`vide laudo`,
    notDetermined: list`
      exame em andamento, em andamento, pendente, não realizado, cancelado, amostra insuficiente,
      amostra hemolisada, resultado será liberado
    `,
  },
  patient: {
    sexLabels: list`sexo`,
    ageLabels: list`idade`,
    birthLabels: list`data de nasc., data de nascimento, data nasc., dt. nasc., nascimento`,
    female: list`feminino, f`,
    male: list`masculino, m`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      paciente, cliente, cartão sus, data de nasc., data de nascimento, endereço, utente,
      n.º de utente
    `,
    labelsWithColon: list`
      cpf, rg, cns, nome, telefone, médico, médico(a), médica, médico solicitante, solicitante,
      convênio, crm
    `,
    markersWithColon: list`sexo, idade`,
    stopLabels: list`
      data da coleta, data de liberação, sexo, idade, cpf, rg, convênio, médico, médico(a),
      pedido, posto de coleta, data de nasc., data de nascimento, endereço, telefone
    `,
    ageUnits: list`anos`,
    common: list`rua, avenida, av., feminino, masculino`,
    titles: list`dra., dra, dr(a).`,
  },
  labs: {
    nameWords: list`laboratório, análises clínicas, hospital, medicina diagnóstica, diagnósticos`,
    notANameText: list`
      laudo, paciente, pedido, convênio, responsável técnico, liberado, página, cnes
    `,
    notANameWords: list`dr., dra., tel., cep`,
    addressStarts: list`rua, av., avenida, alameda, praça`,
  },
  lines: {
    furniture: list`
      liberado eletronicamente, responsável técnico, crf-, crm-, cnes, pncq, posto de coleta,
      a interpretação dos resultados
    `,
    furnitureWords: list`ltda, cnpj, cep`,
    furnitureStarts: list`material:, método:, página`,
    commentStarts: list`observação, obs., nota`,
    commentLabels: list`interpretação, legenda`,
    summaryStarts: list`resultados alterados, resumo`,
    page: list`página, pág.`,
    pageOf: list`de`,
    timeLabels: list`hora`,
    orderLabels: list`pedido, nº do pedido, protocolo`,
  },
};
