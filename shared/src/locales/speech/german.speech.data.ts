import { type PackLanguage } from './locale-speech';

/** German: the pack's core commands, and what a virtual device understands of them and answers. */
export const DE_DE_SPEECH: PackLanguage = {
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
  grammar: {
    rules: [
      {
        intent: 'SetAlarmIntent',
        patterns: [
          '^(?:stelle|stell) (?:einen |den |meinen )?wecker (?:auf|für|um) (?<hour>[0-9]{1,2}) uhr$',
          '^wecke mich (?:um|für) (?<hour>[0-9]{1,2}) uhr$',
        ],
        response: 'Wecker gestellt für {hour} Uhr.',
      },
      {
        intent: 'SetTimerIntent',
        patterns: [
          '^(?:stelle|stell|starte) (?:einen |den )?timer (?:auf|für) (?<amount>[0-9]+) (?<unit>sekunden|minuten|stunden)$',
        ],
        response: 'Timer für {amount} {unit}, ab jetzt.',
      },
      {
        intent: 'VolumeUpIntent',
        patterns: ['^(?:mach )?lauter$', '^(?:mach|stelle|dreh) (?:die lautstärke|den ton) (?:lauter|hoch)$'],
        response: '',
      },
      {
        intent: 'VolumeDownIntent',
        patterns: [
          '^(?:mach )?leiser$',
          '^(?:mach|stelle|dreh) (?:die lautstärke|den ton) (?:leiser|runter)$',
        ],
        response: '',
      },
      {
        intent: 'AddToShoppingListIntent',
        patterns: ['^(?:setze|setz|schreibe|schreib) (?<item>.+?) auf (?:meine|die) einkaufsliste$'],
        response: 'Ich habe {item} auf deine Einkaufsliste gesetzt.',
      },
      {
        intent: 'GetWeatherIntent',
        patterns: ['^wie (?:ist|wird) das wetter(?: heute| morgen)?$', '^wetter$'],
        response: 'In Seattle ist es gerade sonnig bei 18 Grad.',
      },
      {
        intent: 'GetTimeIntent',
        patterns: ['^wie spät ist es$', '^wie viel uhr ist es$'],
        response: 'Es ist {clock} Uhr.',
      },
      {
        intent: 'PlayMusicIntent',
        patterns: ['^(?:spiele|spiel) (?:etwas |ein wenig )?musik$'],
        response: 'Ich spiele Musik.',
      },
      { intent: 'StopIntent', patterns: ['^(?:stopp|stop|halt|aufhören|pause)$'], response: '' },
      {
        intent: 'NavigateIntent',
        patterns: ['^(?:navigiere|fahre|bring mich|führe mich) (?:zur|zum|nach|zu) (?<destination>.+)$'],
        response: 'Ich berechne die Route: {destination}.',
      },
    ],
    fallback: 'Das weiß ich leider nicht.',
  },
};
