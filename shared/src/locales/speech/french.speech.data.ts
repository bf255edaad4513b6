import { type LocaleGrammar, type PackLanguage } from './locale-speech';

/** French, as France and Canada say it: one grammar understands both. */
const FRENCH_GRAMMAR: LocaleGrammar = {
  rules: [
    {
      intent: 'SetAlarmIntent',
      patterns: [
        '^(?:mets|règle|programme) (?:un |le |une )?(?:réveil|alarme) (?:à|pour) (?<hour>[0-9]{1,2}) heures?$',
        '^réveille moi à (?<hour>[0-9]{1,2}) heures?$',
      ],
      response: 'Réveil réglé pour {hour} heures.',
    },
    {
      intent: 'SetTimerIntent',
      patterns: [
        '^(?:mets|règle|lance) (?:un |une |le |la )?(?:minuteur|minuterie) (?:de|pour) (?<amount>[0-9]+) (?<unit>secondes|minutes|heures)$',
      ],
      response: 'Minuteur de {amount} {unit}, à partir de maintenant.',
    },
    {
      intent: 'VolumeUpIntent',
      patterns: ['^(?:monte|augmente) le (?:volume|son)$', '^plus fort$'],
      response: '',
    },
    {
      intent: 'VolumeDownIntent',
      patterns: ['^(?:baisse|diminue) le (?:volume|son)$', '^moins fort$'],
      response: '',
    },
    {
      intent: 'AddToShoppingListIntent',
      patterns: ["^ajoute (?<item>.+?) (?:à|sur) (?:ma|la) liste (?:de courses|d'épicerie)$"],
      response: "J'ai ajouté {item} à ta liste de courses.",
    },
    {
      intent: 'GetWeatherIntent',
      patterns: [
        "^quel temps fait il(?: aujourd'hui| demain)?$",
        "^quelle est la météo(?: aujourd'hui| demain)?$",
      ],
      response: 'En ce moment à Seattle, il fait 18 degrés et le ciel est dégagé.',
    },
    { intent: 'GetTimeIntent', patterns: ['^quelle heure est il$'], response: 'Il est {clock}.' },
    {
      intent: 'PlayMusicIntent',
      patterns: ['^(?:mets|joue|lance) (?:de la |la )?musique$'],
      response: 'Je lance de la musique.',
    },
    { intent: 'StopIntent', patterns: ['^(?:stop|arrête|arrêter|pause)$'], response: '' },
    {
      intent: 'NavigateIntent',
      patterns: ["^(?:emmène moi|conduis moi|amène moi|navigue) (?:à|au|vers|jusqu'à) (?<destination>.+)$"],
      response: "Je calcule l'itinéraire : {destination}.",
    },
  ],
  fallback: 'Désolée, je ne sais pas.',
};

/** French (France): the pack's core commands. */
export const FR_FR_SPEECH: PackLanguage = {
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
  grammar: FRENCH_GRAMMAR,
};

/** French (Canada): the pack's core commands. */
export const FR_CA_SPEECH: PackLanguage = {
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
  grammar: FRENCH_GRAMMAR,
};
