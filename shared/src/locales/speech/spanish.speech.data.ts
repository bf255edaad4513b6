import { type LocaleGrammar, type PackLanguage } from './locale-speech';

/** Spanish, as Spain and Mexico say it: one grammar understands both. */
const SPANISH_GRAMMAR: LocaleGrammar = {
  rules: [
    {
      intent: 'SetAlarmIntent',
      patterns: [
        '^(?:pon|programa|crea|configura) (?:una |la )?alarma (?:a las|para las) (?<hour>[0-9]{1,2})$',
        '^despiértame a las (?<hour>[0-9]{1,2})$',
      ],
      response: 'Alarma programada para las {hour}.',
    },
    {
      intent: 'SetTimerIntent',
      patterns: [
        '^(?:pon|programa|inicia) (?:un |el )?temporizador (?:de|para) (?<amount>[0-9]+) (?<unit>segundos|minutos|horas)$',
      ],
      response: 'Temporizador de {amount} {unit}, empezando ahora.',
    },
    { intent: 'VolumeUpIntent', patterns: ['^(?:sube|aumenta) el volumen$', '^más alto$'], response: '' },
    { intent: 'VolumeDownIntent', patterns: ['^(?:baja|disminuye) el volumen$', '^más bajo$'], response: '' },
    {
      intent: 'AddToShoppingListIntent',
      patterns: [
        '^(?:añade|agrega|pon) (?<item>.+?) (?:a|en) (?:mi|la) lista de (?:la )?(?:compra|compras)$',
      ],
      response: 'He añadido {item} a tu lista de la compra.',
    },
    {
      intent: 'GetWeatherIntent',
      patterns: [
        '^qué tiempo (?:hace|hará)(?: hoy| mañana)?$',
        '^cómo está el (?:clima|tiempo)(?: hoy| mañana)?$',
      ],
      response: 'Ahora en Seattle hace sol y 18 grados.',
    },
    { intent: 'GetTimeIntent', patterns: ['^qué hora es$'], response: 'Son las {clock}.' },
    {
      intent: 'PlayMusicIntent',
      patterns: ['^(?:pon|reproduce|toca) (?:algo de |un poco de )?música$'],
      response: 'Reproduciendo música.',
    },
    { intent: 'StopIntent', patterns: ['^(?:para|detente|basta|pausa|stop)$'], response: '' },
    {
      intent: 'NavigateIntent',
      patterns: ['^(?:llévame|navega|guíame) (?:a|hasta|hacia) (?<destination>.+)$'],
      response: 'Calculando la ruta: {destination}.',
    },
  ],
  fallback: 'Lo siento, no lo sé.',
};

/** Spanish (Spain): the pack's core commands. */
export const ES_ES_SPEECH: PackLanguage = {
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
  grammar: SPANISH_GRAMMAR,
};

/** Spanish (Mexico), which es_US speaks too: the pack's core commands. */
export const ES_MX_SPEECH: PackLanguage = {
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
  grammar: SPANISH_GRAMMAR,
};
