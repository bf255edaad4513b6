/**
 * The spoken commands of the default resource pack: per language, what is
 * said after the wake word, the category it exercises and the intent a
 * correct answer carries (the expected response). Chosen: short, everyday
 * requests of each functional category, plus time, weather, music and
 * navigation; English has the fullest list, every other language the core.
 */
export interface PackPhrase {
  readonly category: string;
  readonly text: string;
  readonly intent: string;
}

/** The languages of the pack: espeak-ng's voice and the wake word as spoken in it. */
export interface PackLanguage {
  readonly voice: string;
  readonly wakeWord: string;
  readonly phrases: readonly PackPhrase[];
  /** Speech without the wake word, for false-accept runs: it must never wake a device. */
  readonly chatter: readonly string[];
}

const ENGLISH_PHRASES: readonly PackPhrase[] = [
  { category: 'ALARM', text: 'set an alarm for 7 am', intent: 'SetAlarmIntent' },
  { category: 'ALARM', text: 'wake me up at 6 30 tomorrow', intent: 'SetAlarmIntent' },
  { category: 'TIMER', text: 'set a timer for 5 minutes', intent: 'SetTimerIntent' },
  { category: 'TIMER', text: 'set a timer for 30 seconds', intent: 'SetTimerIntent' },
  { category: 'VOLUME', text: 'volume up', intent: 'VolumeUpIntent' },
  { category: 'VOLUME', text: 'turn the volume down', intent: 'VolumeDownIntent' },
  { category: 'VOLUME', text: 'set volume to 5', intent: 'SetVolumeIntent' },
  { category: 'NOTIFICATIONS', text: 'what are my notifications', intent: 'GetNotificationsIntent' },
  { category: 'REMINDER', text: 'remind me to call mom at 6 pm', intent: 'SetReminderIntent' },
  { category: 'SHOPPING', text: 'add milk to my shopping list', intent: 'AddToShoppingListIntent' },
  { category: 'SHOPPING', text: "what's on my shopping list", intent: 'GetShoppingListIntent' },
  { category: 'SPORTS_UPDATE', text: 'give me my sports update', intent: 'GetSportsUpdateIntent' },
  { category: 'FLASH_BRIEFING', text: "what's my flash briefing", intent: 'FlashBriefingIntent' },
  { category: 'WEATHER', text: "what's the weather like today", intent: 'GetWeatherIntent' },
  { category: 'WEATHER', text: 'will it rain tomorrow', intent: 'GetWeatherIntent' },
  { category: 'TIME', text: 'what time is it', intent: 'GetTimeIntent' },
  { category: 'MUSIC', text: 'play some music', intent: 'PlayMusicIntent' },
  { category: 'MUSIC', text: 'stop', intent: 'StopIntent' },
  { category: 'NAVIGATION', text: 'navigate to the nearest gas station', intent: 'NavigateIntent' },
  { category: 'NAVIGATION', text: 'cancel the navigation', intent: 'CancelNavigationIntent' },
];

const ENGLISH_CHATTER = [
  'the meeting moved to thursday afternoon',
  'could you pass me the salt please',
  'we should take the train to the city',
  'I think it is going to be a long week',
];

export const PACK_LANGUAGES: Readonly<Record<string, PackLanguage>> = {
  en_US: { voice: 'en-us', wakeWord: 'Alexa', phrases: ENGLISH_PHRASES, chatter: ENGLISH_CHATTER },
  en_GB: { voice: 'en-gb', wakeWord: 'Alexa', phrases: ENGLISH_PHRASES, chatter: ENGLISH_CHATTER },
  en_AU: { voice: 'en-gb-x-rp', wakeWord: 'Alexa', phrases: ENGLISH_PHRASES, chatter: ENGLISH_CHATTER },
  en_IN: { voice: 'en-gb-x-gbcwmd', wakeWord: 'Alexa', phrases: ENGLISH_PHRASES, chatter: ENGLISH_CHATTER },
  de_DE: {
    voice: 'de',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'stelle einen Wecker auf 7 Uhr', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'stelle einen Timer auf 5 Minuten', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'lauter', intent: 'VolumeUpIntent' },
      {
        category: 'SHOPPING',
        text: 'setze Milch auf meine Einkaufsliste',
        intent: 'AddToShoppingListIntent',
      },
      { category: 'WEATHER', text: 'wie ist das Wetter heute', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'wie spät ist es', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'spiele Musik', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'stopp', intent: 'StopIntent' },
      { category: 'NAVIGATION', text: 'navigiere zur nächsten Tankstelle', intent: 'NavigateIntent' },
    ],
    chatter: ['das Treffen ist auf Donnerstag verschoben', 'wir nehmen morgen den Zug in die Stadt'],
  },
  fr_FR: {
    voice: 'fr-fr',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'mets un réveil à 7 heures', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'mets un minuteur de 5 minutes', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'monte le volume', intent: 'VolumeUpIntent' },
      {
        category: 'SHOPPING',
        text: 'ajoute du lait à ma liste de courses',
        intent: 'AddToShoppingListIntent',
      },
      { category: 'WEATHER', text: 'quel temps fait-il aujourd’hui', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'quelle heure est-il', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'mets de la musique', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'stop', intent: 'StopIntent' },
      {
        category: 'NAVIGATION',
        text: 'emmène-moi à la station-service la plus proche',
        intent: 'NavigateIntent',
      },
    ],
    chatter: ['la réunion est déplacée à jeudi', 'nous prendrons le train demain matin'],
  },
  fr_CA: {
    voice: 'fr-be',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'règle une alarme pour 7 heures', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'règle une minuterie de 5 minutes', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'monte le volume', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: 'quelle est la météo aujourd’hui', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'quelle heure est-il', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'joue de la musique', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'arrête', intent: 'StopIntent' },
    ],
    chatter: ['la réunion est remise à jeudi', 'on va prendre le train demain'],
  },
  es_ES: {
    voice: 'es',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'pon una alarma a las 7', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'pon un temporizador de 5 minutos', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'sube el volumen', intent: 'VolumeUpIntent' },
      {
        category: 'SHOPPING',
        text: 'añade leche a mi lista de la compra',
        intent: 'AddToShoppingListIntent',
      },
      { category: 'WEATHER', text: 'qué tiempo hace hoy', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'qué hora es', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'pon música', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'para', intent: 'StopIntent' },
      { category: 'NAVIGATION', text: 'llévame a la gasolinera más cercana', intent: 'NavigateIntent' },
    ],
    chatter: ['la reunión se ha movido al jueves', 'mañana cogemos el tren a la ciudad'],
  },
  es_MX: {
    voice: 'es-419',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'pon una alarma a las 7', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'pon un temporizador de 5 minutos', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'sube el volumen', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: 'cómo está el clima hoy', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'qué hora es', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'pon música', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'detente', intent: 'StopIntent' },
      { category: 'NAVIGATION', text: 'llévame a la gasolinera más cercana', intent: 'NavigateIntent' },
    ],
    chatter: ['la junta se cambió al jueves', 'mañana tomamos el tren al centro'],
  },
  it_IT: {
    voice: 'it',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'imposta una sveglia alle 7', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'imposta un timer di 5 minuti', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'alza il volume', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: 'che tempo fa oggi', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'che ore sono', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'metti della musica', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'stop', intent: 'StopIntent' },
      { category: 'NAVIGATION', text: 'portami al distributore più vicino', intent: 'NavigateIntent' },
    ],
    chatter: ['la riunione è spostata a giovedì', 'domani prendiamo il treno per la città'],
  },
  pt_BR: {
    voice: 'pt-br',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'coloque um alarme para as 7', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'coloque um timer de 5 minutos', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'aumente o volume', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: 'como está o tempo hoje', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'que horas são', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'toque música', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'pare', intent: 'StopIntent' },
      { category: 'NAVIGATION', text: 'me leve ao posto de gasolina mais próximo', intent: 'NavigateIntent' },
    ],
    chatter: ['a reunião foi para quinta-feira', 'amanhã vamos de trem para o centro'],
  },
  hi_IN: {
    voice: 'hi',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'सुबह 7 बजे का अलार्म लगाओ', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: '5 मिनट का टाइमर लगाओ', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'आवाज़ बढ़ाओ', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: 'आज मौसम कैसा है', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'कितने बजे हैं', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'गाना बजाओ', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'रुको', intent: 'StopIntent' },
    ],
    chatter: ['बैठक गुरुवार को होगी', 'हम कल ट्रेन से शहर जाएंगे'],
  },
  ja_JP: {
    voice: 'ja',
    wakeWord: 'アレクサ',
    phrases: [
      { category: 'ALARM', text: '朝7時にアラームをセットして', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: '5分のタイマーをセットして', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: '音量を上げて', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: '今日の天気は', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: '今何時', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: '音楽をかけて', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: '止めて', intent: 'StopIntent' },
      { category: 'NAVIGATION', text: '一番近いガソリンスタンドまで案内して', intent: 'NavigateIntent' },
    ],
    chatter: ['会議は木曜日に変更になりました', '明日は電車で街に行きます'],
  },
  ar_SA: {
    voice: 'ar',
    wakeWord: 'Alexa',
    phrases: [
      { category: 'ALARM', text: 'اضبط منبها على الساعة السابعة', intent: 'SetAlarmIntent' },
      { category: 'TIMER', text: 'اضبط مؤقتا لمدة خمس دقائق', intent: 'SetTimerIntent' },
      { category: 'VOLUME', text: 'ارفع الصوت', intent: 'VolumeUpIntent' },
      { category: 'WEATHER', text: 'كيف الطقس اليوم', intent: 'GetWeatherIntent' },
      { category: 'TIME', text: 'كم الساعة', intent: 'GetTimeIntent' },
      { category: 'MUSIC', text: 'شغل الموسيقى', intent: 'PlayMusicIntent' },
      { category: 'MUSIC', text: 'توقف', intent: 'StopIntent' },
    ],
    chatter: ['تم نقل الاجتماع إلى يوم الخميس', 'سنأخذ القطار إلى المدينة غدا'],
  },
};

/** Locales whose pack is another's: they speak the same (en_CA as en_US, doc 3 §3; es_US as es_MX). */
export const PACK_LANGUAGE_OF: Readonly<Record<string, string>> = {
  en_CA: 'en_US',
  es_US: 'es_MX',
};

/** The pack language a locale is spoken in; undefined for pseudo-locales such as Common. */
export function packLanguageOf(locale: string): PackLanguage | undefined {
  return PACK_LANGUAGES[PACK_LANGUAGE_OF[locale] ?? locale];
}
