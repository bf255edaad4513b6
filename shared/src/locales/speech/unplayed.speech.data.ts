import { type PackLanguage } from './locale-speech';

/*
 * The pack's languages the virtual lab does not play (see PLAYING_LOCALES):
 * their recordings are made, so a real lab can sync them, but espeak-ng
 * cannot say them as written, so no virtual device is made to understand them.
 */

/** Japanese (Japan): espeak-ng's Japanese voice reads kana only, and says each kanji as 'Chinese letter'. */
export const JA_JP_SPEECH: PackLanguage = {
  voice: 'ja',
  wakeWord: 'アレクサ',
  phrases: [
    { category: 'ALARM', text: '朝7時にアラームをセットして', intent: 'SetAlarmIntent' },
    { category: 'TIMER', text: '5分のタイマーをセットして', intent: 'SetTimerIntent' },
    { category: 'VOLUME', text: '音量を上げて', intent: 'VolumeUpIntent' },
    { category: 'WEATHER', text: '今日の天気は', intent: 'GetWeatherIntent' },
    { category: 'TIME', text: '今何時', intent: 'GetTimeIntent' },
    { category: 'MUSIC', text: '音楽をかけて', intent: 'PlayMusicIntent' },
    { category: 'MUSIC', text: '止めて', intent: 'StopIntent' },
    { category: 'NAVIGATION', text: '一番近いガソリンスタンドまで案内して', intent: 'NavigateIntent' },
  ],
  chatter: ['会議は木曜日に変更になりました', '明日は電車で街に行きます'],
};

/** Arabic (Saudi Arabia): written without vowel marks, which espeak-ng then misreads ('كم' as kilometres). */
export const AR_SA_SPEECH: PackLanguage = {
  voice: 'ar',
  wakeWord: 'Alexa',
  phrases: [
    { category: 'ALARM', text: 'اضبط منبها على الساعة السابعة', intent: 'SetAlarmIntent' },
    { category: 'TIMER', text: 'اضبط مؤقتا لمدة خمس دقائق', intent: 'SetTimerIntent' },
    { category: 'VOLUME', text: 'ارفع الصوت', intent: 'VolumeUpIntent' },
    { category: 'WEATHER', text: 'كيف الطقس اليوم', intent: 'GetWeatherIntent' },
    { category: 'TIME', text: 'كم الساعة', intent: 'GetTimeIntent' },
    { category: 'MUSIC', text: 'شغل الموسيقى', intent: 'PlayMusicIntent' },
    { category: 'MUSIC', text: 'توقف', intent: 'StopIntent' },
  ],
  chatter: ['تم نقل الاجتماع إلى يوم الخميس', 'سنأخذ القطار إلى المدينة غدا'],
};
