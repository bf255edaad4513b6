/**
 * espeak-ng's IPA for American English as the ARPAbet phones of CMU's
 * dictionary, which pocketsphinx's en-us model knows. Longest match first:
 * diphthongs and r-coloured vowels before their parts.
 */
const IPA_TO_ARPABET: readonly (readonly [string, string])[] = (
  [
    ['aɪɚ', 'AY ER'],
    ['aʊɚ', 'AW ER'],
    ['ɑːɹ', 'AA R'],
    ['ɔːɹ', 'AO R'],
    ['oːɹ', 'AO R'],
    ['ɜːɹ', 'ER'],
    ['ɪɹ', 'IH R'],
    ['iɹ', 'IY R'],
    ['ɛɹ', 'EH R'],
    ['eɹ', 'EH R'],
    ['ʊɹ', 'UH R'],
    ['uɹ', 'UW R'],
    ['aɪ', 'AY'],
    ['aʊ', 'AW'],
    ['eɪ', 'EY'],
    ['oʊ', 'OW'],
    ['əʊ', 'OW'],
    ['ɔɪ', 'OY'],
    ['tʃ', 'CH'],
    ['dʒ', 'JH'],
    ['ɜː', 'ER'],
    ['ɑː', 'AA'],
    ['ɔː', 'AO'],
    ['iː', 'IY'],
    ['uː', 'UW'],
    ['oː', 'OW'],
    ['aː', 'AA'],
    ['ɝ', 'ER'],
    ['ɚ', 'ER'],
    ['ɑ', 'AA'],
    ['ɒ', 'AA'],
    ['æ', 'AE'],
    ['a', 'AE'],
    ['ʌ', 'AH'],
    ['ə', 'AH'],
    ['ɐ', 'AH'],
    ['ɛ', 'EH'],
    ['e', 'EH'],
    ['ɪ', 'IH'],
    ['ᵻ', 'IH'],
    ['i', 'IY'],
    ['ɔ', 'AO'],
    ['o', 'OW'],
    ['ʊ', 'UH'],
    ['u', 'UW'],
    ['ʃ', 'SH'],
    ['ʒ', 'ZH'],
    ['θ', 'TH'],
    ['ð', 'DH'],
    ['ŋ', 'NG'],
    ['ɹ', 'R'],
    ['r', 'R'],
    ['j', 'Y'],
    ['w', 'W'],
    ['ʍ', 'W'],
    ['h', 'HH'],
    ['x', 'HH'],
    ['ç', 'HH'],
    // The American flap and glottal stop are t (or d) said quickly.
    ['ɾ', 'T'],
    ['ʔ', 'T'],
    ['l', 'L'],
    ['ɫ', 'L'],
    ['m', 'M'],
    ['n', 'N'],
    ['p', 'P'],
    ['b', 'B'],
    ['t', 'T'],
    ['d', 'D'],
    ['k', 'K'],
    ['g', 'G'],
    ['ɡ', 'G'],
    ['f', 'F'],
    ['v', 'V'],
    ['s', 'S'],
    ['z', 'Z'],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length);

/** Stress, length on its own, syllable and word breaks, and combining marks (tie bars among them) carry no phone. */
const NOT_PHONES = /[ˈˌ.\s_‿-]|\p{M}/gu;

/** ARPAbet phones of an IPA transcription; symbols without an English phone are dropped. */
export function ipaToArpabet(ipa: string): string[] {
  const text = ipa.normalize('NFD').replace(NOT_PHONES, '');
  const phones: string[] = [];
  let index = 0;
  while (index < text.length) {
    const match = IPA_TO_ARPABET.find(([symbol]) => text.startsWith(symbol, index));
    if (match) {
      phones.push(...match[1].split(' '));
      index += match[0].length;
    } else index += 1;
  }
  return phones;
}
