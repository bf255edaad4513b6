import { type PackLanguage } from './locale-speech';

/** Hindi (India): the pack's core commands, and what a virtual device understands of them and answers. */
export const HI_IN_SPEECH: PackLanguage = {
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
  grammar: {
    rules: [
      {
        intent: 'SetAlarmIntent',
        patterns: ['^(?:सुबह |शाम |रात )?(?<hour>[0-9]{1,2}) बजे का अलार्म (?:लगाओ|लगा दो|सेट करो)$'],
        response: 'अलार्म {hour} बजे के लिए लगा दिया है।',
      },
      {
        intent: 'SetTimerIntent',
        patterns: ['^(?<amount>[0-9]+) (?<unit>सेकंड|मिनट|घंटे) का टाइमर (?:लगाओ|लगा दो|सेट करो)$'],
        response: '{amount} {unit} का टाइमर शुरू।',
      },
      { intent: 'VolumeUpIntent', patterns: ['^(?:आवाज़|आवाज) (?:बढ़ाओ|तेज़ करो|तेज करो)$'], response: '' },
      { intent: 'VolumeDownIntent', patterns: ['^(?:आवाज़|आवाज) (?:घटाओ|कम करो)$'], response: '' },
      {
        intent: 'GetWeatherIntent',
        patterns: ['^(?:आज |कल )?मौसम कैसा (?:है|रहेगा)$'],
        response: 'सिएटल में अभी धूप है और तापमान 18 डिग्री है।',
      },
      { intent: 'GetTimeIntent', patterns: ['^(?:कितने बजे हैं|क्या समय हुआ है)$'], response: 'अभी {clock} बजे हैं।' },
      { intent: 'PlayMusicIntent', patterns: ['^(?:गाना|संगीत) (?:बजाओ|चलाओ)$'], response: 'गाना बजा रही हूँ।' },
      { intent: 'StopIntent', patterns: ['^(?:रुको|बंद करो|बस)$'], response: '' },
    ],
    fallback: 'माफ़ कीजिए, मुझे यह नहीं पता।',
  },
};
