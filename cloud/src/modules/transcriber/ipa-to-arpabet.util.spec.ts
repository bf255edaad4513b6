import { ipaToArpabet } from './ipa-to-arpabet.util';

describe('ipaToArpabet', () => {
  it.each([
    // espeak-ng -v en-us --ipa, for words CMU's dictionary lacks or has.
    ['ˌaɪhɑːɹtɹˈeɪdɪˌoʊ', 'AY HH AA R T R EY D IH OW'],
    ['tˈuːniːn', 'T UW N IY N'],
    ['zˈuːmbə', 'Z UW M B AH'],
    ['fˈaɪv mˈɪnɪts', 'F AY V M IH N IH T S'],
    ['stˈɑːɹɾɪŋ nˈaʊ', 'S T AA R T IH NG N AW'],
    ['tʃˈɜːtʃ dʒˈʌdʒ', 'CH ER CH JH AH JH'],
    ['θˈɪŋ ðɛɹ', 'TH IH NG DH EH R'],
  ])('spells %p as %p', (ipa, phones) => {
    expect(ipaToArpabet(ipa).join(' ')).toBe(phones);
  });

  it('drops what has no English phone', () => {
    expect(ipaToArpabet('ʘǀ')).toEqual([]);
    expect(ipaToArpabet('')).toEqual([]);
  });
});
