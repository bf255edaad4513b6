import { type PackLanguage } from './locale-speech';

/** Italian: the pack's core commands, and what a virtual device understands of them and answers. */
export const IT_IT_SPEECH: PackLanguage = {
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
  grammar: {
    rules: [
      {
        intent: 'SetAlarmIntent',
        patterns: [
          '^(?:imposta|metti|punta) (?:una |la )?sveglia (?:alle|per le) (?<hour>[0-9]{1,2})$',
          '^svegliami alle (?<hour>[0-9]{1,2})$',
        ],
        response: 'Sveglia impostata per le {hour}.',
      },
      {
        intent: 'SetTimerIntent',
        patterns: [
          '^(?:imposta|metti|avvia) (?:un |il )?timer (?:di|da|per) (?<amount>[0-9]+) (?<unit>secondi|minuti|ore)$',
        ],
        response: 'Timer di {amount} {unit}, a partire da ora.',
      },
      {
        intent: 'VolumeUpIntent',
        patterns: ['^(?:alza|aumenta) (?:il )?volume$', '^più forte$'],
        response: '',
      },
      {
        intent: 'VolumeDownIntent',
        patterns: ['^(?:abbassa|diminuisci) (?:il )?volume$', '^più piano$'],
        response: '',
      },
      {
        intent: 'GetWeatherIntent',
        patterns: ['^che tempo fa(?: oggi| domani)?$', "^com(?:'| )è il tempo(?: oggi| domani)?$"],
        response: 'A Seattle ci sono 18 gradi e il cielo è sereno.',
      },
      { intent: 'GetTimeIntent', patterns: ['^che ore sono$', '^che ora è$'], response: 'Sono le {clock}.' },
      {
        intent: 'PlayMusicIntent',
        patterns: ['^(?:metti|suona|riproduci) (?:della |un po di |la )?musica$'],
        response: 'Ecco un po di musica.',
      },
      { intent: 'StopIntent', patterns: ['^(?:stop|basta|ferma|fermati)$'], response: '' },
      {
        intent: 'NavigateIntent',
        patterns: ['^(?:portami|naviga|guidami) (?:al|alla|allo|a|verso|fino al) (?<destination>.+)$'],
        response: 'Calcolo il percorso: {destination}.',
      },
    ],
    fallback: 'Mi dispiace, non lo so.',
  },
};
