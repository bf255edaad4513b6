import { type PlaygroundEnvironment } from './playground.constant';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe inside an XML element, so an utterance like 'R&B' or '<3' cannot break the SSML. */
export function escapeSsmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** injectspeech's text: the utterance in an SSML speak element with slow prosody (doc 2 §7). */
export function buildInjectSpeechSsml(text: string): string {
  return `<speak><prosody rate="slow">${escapeSsmlText(text.trim())}</prosody></speak>`;
}

/** Where speech is injected: prod for a prod device, gamma for anything else (doc 2 §7). */
export function injectSpeechEnvironment(env: string): PlaygroundEnvironment {
  return env === 'prod' ? 'prod' : 'gamma';
}
