import { type UtteranceSlots } from './utterance-slots.rule';

/** The units a number is said with, as the judge writes them whatever the language. */
export const SLOT_UNITS = ['second', 'minute', 'hour', 'degree', 'percent'] as const;
export type SlotUnit = (typeof SLOT_UNITS)[number];

/**
 * One language's words for the slots an utterance carries and an answer
 * states (utterance-slots.rule reads them): what a person says to a device
 * in it and what the virtual devices answer (the grammars of locales/speech).
 * Words are written lower case; '-' or ' ' inside one matches either.
 * Values are written as the judge compares them: digits, English unit and
 * day names, a 12-hour clock.
 */
export interface SlotWords {
  /**
   * Number words said alone, by value. The word for one that is also the
   * article ('un', 'ein', 'a') is left out: it is read as a word.
   */
  readonly ones: Readonly<Record<string, number>>;
  readonly tens: Readonly<Record<string, number>>;
  /**
   * How a ten and a one make a number: the ten first ('twenty five'), or the
   * one ('fünfundzwanzig'), `join` between them (a regular expression); with
   * the forms they take there when not their own ('ein', 'veinti', 'vent').
   */
  readonly compound?: {
    readonly join: string;
    readonly onesFirst?: boolean;
    readonly ones?: Readonly<Record<string, number>>;
    readonly tens?: Readonly<Record<string, number>>;
  };
  /** Each unit's word for one and for more. */
  readonly units: Readonly<Record<SlotUnit, { readonly one: string; readonly many: string }>>;
  /** The days an utterance or answer names, by their words ('tonight' is today). */
  readonly days: Readonly<Record<string, string>>;
  /**
   * How a clock time is said (regular expressions): the words before its
   * hour ('at', 'alle'), after it ('uhr', 'बजे'), or both ('à 7 heures'),
   * each needed where given; '7:30' is a time in every language.
   */
  readonly clock: { readonly before?: string; readonly after?: string };
  /** The words right after a time that say its half of the day (English's 'am' and 'pm'). */
  readonly meridiem?: { readonly am: string; readonly pm: string };
  /** Words anywhere in an utterance that tell the half of the day of a time without one. */
  readonly morning: readonly string[];
  readonly evening: readonly string[];
  /**
   * The slots of the pack's utterances in this language that their words
   * alone do not give reliably: names and items an answer repeats, keyed by
   * the command as slotKey writes it. Derived slots not named here still hold.
   */
  readonly stated: Readonly<Record<string, UtteranceSlots>>;
}

/** English number words up to nineteen, and the tens, by value: the judge's and the virtual devices' one table. */
export const ENGLISH_ONES: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const ENGLISH_TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
};

/** English's stated slots: the pack's and the functional catalogue's utterances. */
export const STATED_SLOTS: Readonly<Record<string, UtteranceSlots>> = {
  'add milk to my shopping list': { name: 'milk' },
  // 'at 6 pm' is the reminder's time; 'mom' is part of the task, which the answer does not repeat.
  'remind me to call mom at 6 pm': { time: '6:00', meridiem: 'PM' },
  'navigate to the nearest gas station': { name: 'gas station' },
};

const ENGLISH: SlotWords = {
  ones: ENGLISH_ONES,
  tens: ENGLISH_TENS,
  compound: { join: '[\\s-]' },
  units: {
    second: { one: 'second', many: 'seconds' },
    minute: { one: 'minute', many: 'minutes' },
    hour: { one: 'hour', many: 'hours' },
    degree: { one: 'degree', many: 'degrees' },
    percent: { one: 'percent', many: 'percent' },
  },
  days: {
    today: 'today',
    tonight: 'today',
    tomorrow: 'tomorrow',
    monday: 'monday',
    tuesday: 'tuesday',
    wednesday: 'wednesday',
    thursday: 'thursday',
    friday: 'friday',
    saturday: 'saturday',
    sunday: 'sunday',
  },
  clock: { before: 'at|alarm for|alarm at' },
  meridiem: { am: 'a\\.?\\s?m\\.?', pm: 'p\\.?\\s?m\\.?' },
  morning: ['in the morning', 'wake me up'],
  evening: ['in the afternoon', 'in the evening', 'tonight', 'at night'],
  stated: STATED_SLOTS,
};

const GERMAN: SlotWords = {
  ones: {
    null: 0,
    eins: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    dreizehn: 13,
    vierzehn: 14,
    fünfzehn: 15,
    sechzehn: 16,
    siebzehn: 17,
    achtzehn: 18,
    neunzehn: 19,
  },
  tens: { zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50, sechzig: 60 },
  compound: {
    join: 'und',
    onesFirst: true,
    ones: { ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 },
  },
  units: {
    second: { one: 'sekunde', many: 'sekunden' },
    minute: { one: 'minute', many: 'minuten' },
    hour: { one: 'stunde', many: 'stunden' },
    degree: { one: 'grad', many: 'grad' },
    percent: { one: 'prozent', many: 'prozent' },
  },
  days: {
    heute: 'today',
    'heute morgen': 'today',
    'heute abend': 'today',
    'heute nacht': 'today',
    morgen: 'tomorrow',
    montag: 'monday',
    dienstag: 'tuesday',
    mittwoch: 'wednesday',
    donnerstag: 'thursday',
    freitag: 'friday',
    samstag: 'saturday',
    sonntag: 'sunday',
  },
  clock: { after: 'uhr' },
  morning: ['morgens', 'früh', 'vormittags', 'am morgen', 'am vormittag', 'heute morgen', 'wecke mich'],
  evening: ['nachmittags', 'abends', 'nachts', 'am nachmittag', 'am abend', 'heute abend', 'heute nacht'],
  stated: {
    'setze milch auf meine einkaufsliste': { name: 'milch' },
    'navigiere zur nächsten tankstelle': { name: 'tankstelle' },
  },
};

const FRENCH: SlotWords = {
  ones: {
    zéro: 0,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    treize: 13,
    quatorze: 14,
    quinze: 15,
    seize: 16,
    'dix-sept': 17,
    'dix-huit': 18,
    'dix-neuf': 19,
  },
  tens: { vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60 },
  compound: {
    join: '[\\s-](?:et[\\s-])?',
    ones: { un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9 },
  },
  units: {
    second: { one: 'seconde', many: 'secondes' },
    minute: { one: 'minute', many: 'minutes' },
    hour: { one: 'heure', many: 'heures' },
    degree: { one: 'degré', many: 'degrés' },
    percent: { one: 'pour cent', many: 'pour cent' },
  },
  days: {
    "aujourd'hui": 'today',
    'ce soir': 'today',
    demain: 'tomorrow',
    lundi: 'monday',
    mardi: 'tuesday',
    mercredi: 'wednesday',
    jeudi: 'thursday',
    vendredi: 'friday',
    samedi: 'saturday',
    dimanche: 'sunday',
  },
  // 'à 7 heures' is a time; 'de 2 heures' a duration.
  clock: { before: 'à|pour|vers', after: 'heures?|h' },
  morning: ['du matin', 'le matin', 'ce matin', 'réveille moi'],
  evening: ["de l'après midi", "l'après midi", 'du soir', 'ce soir', 'de la nuit'],
  stated: {
    'ajoute du lait à ma liste de courses': { name: 'lait' },
    'emmène moi à la station service la plus proche': { name: 'station service' },
  },
};

const ITALIAN: SlotWords = {
  ones: {
    zero: 0,
    due: 2,
    tre: 3,
    quattro: 4,
    cinque: 5,
    sei: 6,
    sette: 7,
    otto: 8,
    nove: 9,
    dieci: 10,
    undici: 11,
    dodici: 12,
    tredici: 13,
    quattordici: 14,
    quindici: 15,
    sedici: 16,
    diciassette: 17,
    diciotto: 18,
    diciannove: 19,
  },
  tens: { venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60 },
  compound: {
    join: '',
    ones: { uno: 1, due: 2, tre: 3, tré: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9 },
    // 'ventuno', 'trentotto': the ten loses its vowel before 'uno' and 'otto'.
    tens: {
      venti: 20,
      vent: 20,
      trenta: 30,
      trent: 30,
      quaranta: 40,
      quarant: 40,
      cinquanta: 50,
      cinquant: 50,
    },
  },
  units: {
    second: { one: 'secondo', many: 'secondi' },
    minute: { one: 'minuto', many: 'minuti' },
    hour: { one: 'ora', many: 'ore' },
    degree: { one: 'grado', many: 'gradi' },
    percent: { one: 'per cento', many: 'per cento' },
  },
  days: {
    oggi: 'today',
    stasera: 'today',
    stanotte: 'today',
    domani: 'tomorrow',
    lunedì: 'monday',
    martedì: 'tuesday',
    mercoledì: 'wednesday',
    giovedì: 'thursday',
    venerdì: 'friday',
    sabato: 'saturday',
    domenica: 'sunday',
  },
  clock: { before: 'alle|le|all' },
  morning: ['di mattina', 'del mattino', 'la mattina', 'stamattina', 'svegliami'],
  evening: ['di pomeriggio', 'del pomeriggio', 'di sera', 'stasera', 'stanotte', 'di notte'],
  stated: { 'portami al distributore più vicino': { name: 'distributore' } },
};

const SPANISH: SlotWords = {
  ones: {
    cero: 0,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    trece: 13,
    catorce: 14,
    quince: 15,
    dieciséis: 16,
    diecisiete: 17,
    dieciocho: 18,
    diecinueve: 19,
  },
  tens: { veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60 },
  compound: {
    // 'veinticinco' in one word, 'treinta y cinco' in three.
    join: '(?:\\sy\\s)?',
    ones: {
      uno: 1,
      dos: 2,
      dós: 2,
      tres: 3,
      trés: 3,
      cuatro: 4,
      cinco: 5,
      seis: 6,
      séis: 6,
      siete: 7,
      ocho: 8,
      nueve: 9,
    },
    tens: { veinti: 20, treinta: 30, cuarenta: 40, cincuenta: 50 },
  },
  units: {
    second: { one: 'segundo', many: 'segundos' },
    minute: { one: 'minuto', many: 'minutos' },
    hour: { one: 'hora', many: 'horas' },
    degree: { one: 'grado', many: 'grados' },
    percent: { one: 'por ciento', many: 'por ciento' },
  },
  days: {
    hoy: 'today',
    'esta noche': 'today',
    'esta tarde': 'today',
    mañana: 'tomorrow',
    lunes: 'monday',
    martes: 'tuesday',
    miércoles: 'wednesday',
    jueves: 'thursday',
    viernes: 'friday',
    sábado: 'saturday',
    domingo: 'sunday',
  },
  clock: { before: 'a las|para las|las|a la|la' },
  // 'de la mañana' is the morning; 'mañana' alone, tomorrow.
  morning: ['de la mañana', 'por la mañana', 'despiértame'],
  evening: ['de la tarde', 'por la tarde', 'de la noche', 'por la noche', 'esta noche', 'esta tarde'],
  stated: {
    'añade leche a mi lista de la compra': { name: 'leche' },
    'llévame a la gasolinera más cercana': { name: 'gasolinera' },
  },
};

const PORTUGUESE: SlotWords = {
  ones: {
    zero: 0,
    dois: 2,
    duas: 2,
    três: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    onze: 11,
    doze: 12,
    treze: 13,
    catorze: 14,
    quatorze: 14,
    quinze: 15,
    dezesseis: 16,
    dezessete: 17,
    dezoito: 18,
    dezenove: 19,
  },
  tens: { vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60 },
  compound: {
    join: '\\se\\s',
    ones: {
      um: 1,
      uma: 1,
      dois: 2,
      duas: 2,
      três: 3,
      quatro: 4,
      cinco: 5,
      seis: 6,
      sete: 7,
      oito: 8,
      nove: 9,
    },
  },
  units: {
    second: { one: 'segundo', many: 'segundos' },
    minute: { one: 'minuto', many: 'minutos' },
    hour: { one: 'hora', many: 'horas' },
    degree: { one: 'grau', many: 'graus' },
    percent: { one: 'por cento', many: 'por cento' },
  },
  days: {
    hoje: 'today',
    'hoje à noite': 'today',
    'esta noite': 'today',
    amanhã: 'tomorrow',
    'segunda-feira': 'monday',
    segunda: 'monday',
    'terça-feira': 'tuesday',
    terça: 'tuesday',
    'quarta-feira': 'wednesday',
    quarta: 'wednesday',
    'quinta-feira': 'thursday',
    quinta: 'thursday',
    'sexta-feira': 'friday',
    sexta: 'friday',
    sábado: 'saturday',
    domingo: 'sunday',
  },
  clock: { before: 'às|as|à' },
  morning: ['da manhã', 'de manhã', 'me acorde'],
  evening: ['da tarde', 'à tarde', 'da noite', 'à noite', 'hoje à noite', 'esta noite'],
  stated: { 'me leve ao posto de gasolina mais próximo': { name: 'posto de gasolina' } },
};

const HINDI: SlotWords = {
  ones: {
    शून्य: 0,
    दो: 2,
    तीन: 3,
    चार: 4,
    पांच: 5,
    पाँच: 5,
    छह: 6,
    सात: 7,
    आठ: 8,
    नौ: 9,
    दस: 10,
    ग्यारह: 11,
    बारह: 12,
    तेरह: 13,
    चौदह: 14,
    पंद्रह: 15,
    सोलह: 16,
    सत्रह: 17,
    अठारह: 18,
    उन्नीस: 19,
    बीस: 20,
  },
  // Every number to a hundred has its own word in Hindi: the tens, and no compounds, are read.
  tens: { तीस: 30, चालीस: 40, पचास: 50, साठ: 60 },
  units: {
    second: { one: 'सेकंड', many: 'सेकंड' },
    minute: { one: 'मिनट', many: 'मिनट' },
    hour: { one: 'घंटा', many: 'घंटे' },
    degree: { one: 'डिग्री', many: 'डिग्री' },
    percent: { one: 'प्रतिशत', many: 'प्रतिशत' },
  },
  days: {
    आज: 'today',
    'आज रात': 'today',
    कल: 'tomorrow',
    सोमवार: 'monday',
    मंगलवार: 'tuesday',
    बुधवार: 'wednesday',
    गुरुवार: 'thursday',
    शुक्रवार: 'friday',
    शनिवार: 'saturday',
    रविवार: 'sunday',
  },
  clock: { after: 'बजे' },
  morning: ['सुबह'],
  evening: ['दोपहर', 'शाम', 'रात'],
  stated: {},
};

/**
 * Each playing language's slot words, by the language of a locale (en_GB
 * and en_IN are English, es_MX Spanish, fr_CA French): the locales of the
 * resource pack, whose commands the virtual devices answer in them.
 */
export const SLOT_WORDS: Readonly<Record<string, SlotWords>> = {
  en: ENGLISH,
  de: GERMAN,
  fr: FRENCH,
  it: ITALIAN,
  es: SPANISH,
  pt: PORTUGUESE,
  hi: HINDI,
};

/** The slot words of a locale's language; undefined for a language without them (ja_JP, ar_SA). */
export function slotWordsOf(locale: string): SlotWords | undefined {
  return SLOT_WORDS[locale.split(/[_-]/)[0]!.toLowerCase()];
}
