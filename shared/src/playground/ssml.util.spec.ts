import { buildInjectSpeechSsml, escapeSsmlText, injectSpeechEnvironment } from './ssml.util';

describe('buildInjectSpeechSsml (doc 2 §7)', () => {
  it('wraps the utterance in a speak element with slow prosody', () => {
    expect(buildInjectSpeechSsml(' what time is it ')).toBe(
      '<speak><prosody rate="slow">what time is it</prosody></speak>',
    );
  });

  it('escapes what would break the XML', () => {
    expect(escapeSsmlText(`play R&B <live> "now" it's`)).toBe(
      'play R&amp;B &lt;live&gt; &quot;now&quot; it&apos;s',
    );
  });

  it.each([
    ['prod', 'prod'],
    ['gamma', 'gamma'],
    ['beta', 'gamma'],
    ['', 'gamma'],
  ])('injects for a %p device through %s', (env, base) => {
    expect(injectSpeechEnvironment(env)).toBe(base);
  });
});
