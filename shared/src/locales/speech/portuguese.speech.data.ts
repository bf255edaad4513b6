import { type PackLanguage } from './locale-speech';

/** Portuguese (Brazil): the pack's core commands, and what a virtual device understands of them and answers. */
export const PT_BR_SPEECH: PackLanguage = {
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
  grammar: {
    rules: [
      {
        intent: 'SetAlarmIntent',
        patterns: [
          '^(?:coloque|coloca|defina|crie|ponha) (?:um |o )?alarme (?:para as|para|às) (?<hour>[0-9]{1,2})$',
          '^me acorde (?:às|as) (?<hour>[0-9]{1,2})$',
        ],
        response: 'Alarme definido para as {hour}.',
      },
      {
        intent: 'SetTimerIntent',
        patterns: [
          '^(?:coloque|coloca|defina|inicie) (?:um |o )?(?:timer|temporizador) (?:de|para) (?<amount>[0-9]+) (?<unit>segundos|minutos|horas)$',
        ],
        response: 'Timer de {amount} {unit}, começando agora.',
      },
      {
        intent: 'VolumeUpIntent',
        patterns: ['^(?:aumente|aumenta|suba) o volume$', '^mais alto$'],
        response: '',
      },
      {
        intent: 'VolumeDownIntent',
        patterns: ['^(?:diminua|diminui|abaixe|baixe) o volume$', '^mais baixo$'],
        response: '',
      },
      {
        intent: 'GetWeatherIntent',
        patterns: ['^como (?:está|vai estar) o tempo(?: hoje| amanhã)?$', '^qual a previsão do tempo$'],
        response: 'Agora em Seattle faz 18 graus e o céu está limpo.',
      },
      { intent: 'GetTimeIntent', patterns: ['^que horas são$'], response: 'São {clock}.' },
      {
        intent: 'PlayMusicIntent',
        patterns: ['^(?:toque|toca|coloque) (?:uma |um pouco de )?música$'],
        response: 'Tocando música.',
      },
      { intent: 'StopIntent', patterns: ['^(?:pare|para|parar|chega|pausa)$'], response: '' },
      {
        intent: 'NavigateIntent',
        patterns: [
          '^(?:me leve|leve me|navegue|me guie) (?:ao|à|para o|para a|para|até o|até a|até) (?<destination>.+)$',
        ],
        response: 'Calculando a rota: {destination}.',
      },
    ],
    fallback: 'Desculpe, não sei.',
  },
};
