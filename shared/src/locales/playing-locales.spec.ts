import { MARKETPLACES } from './marketplaces.constant';
import { PLAYING_LOCALES, localePlays } from './playing-locales.constant';
import { PACK_LANGUAGES, packLanguageOf } from './speech/pack-languages.data';

describe('the locales that play (issue 29)', () => {
  it('are marketplaces the resource pack speaks, each its own language or one it shares', () => {
    for (const locale of PLAYING_LOCALES) {
      expect(MARKETPLACES).toContain(locale);
      expect(packLanguageOf(locale)).toBeDefined();
    }
    expect(localePlays('de_DE')).toBe(true);
    expect(localePlays('ja_JP')).toBe(false);
    expect(localePlays('Common')).toBe(false);
  });

  it('have a grammar in their language, every English one excepted (the assistant grammar understands it)', () => {
    for (const locale of PLAYING_LOCALES) {
      const language = packLanguageOf(locale)!;
      if (locale.startsWith('en_')) expect(language.grammar).toBeUndefined();
      else expect(language.grammar?.rules.length).toBeGreaterThan(0);
    }
  });

  it('are every pack language that has a grammar, so a grammar is not written and then left unoffered', () => {
    const withGrammar = MARKETPLACES.filter((locale) => packLanguageOf(locale)?.grammar);
    expect(withGrammar.every(localePlays)).toBe(true);
  });

  it('give every grammar pattern a whole-command regular expression, and every answer only slots it reads', () => {
    for (const language of Object.values(PACK_LANGUAGES)) {
      for (const rule of language.grammar?.rules ?? []) {
        for (const source of rule.patterns) {
          expect(source.startsWith('^') && source.endsWith('$')).toBe(true);
          const slots = [...source.matchAll(/\(\?<(\w+)>/g)].map((match) => match[1]);
          const said = [...rule.response.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
          for (const name of said) expect(['clock', ...slots]).toContain(name);
        }
      }
    }
  });
});
