/** Device categories, the catalogue's first level (doc 3 §3). */
export const DEVICE_CATEGORIES = ['close-talk', 'mobile', 'functional'] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

/** The test types of the catalogue (doc 3 §3). */
export const CATALOGUE_TEST_TYPES = [
  'AC_WWDD_FULL_TEST',
  'AC_WWDD_QUICK_TEST',
  'AC_FAR',
  'AC_FAR_CUSTOM',
  'AC_FAR_PLUS',
  'CT_WAKE_AND_RESPONSE',
  'AC_TRAINED_MOBILE',
  'AC_VOICE_ENROLLMENT_ROBUSTNESS',
  'MOBILE_FUNCTIONAL',
  'FUNC_NAV_ALL',
  'FUNC_NAV_CUSTOM',
  'AUTO_FUNC_ALL',
  'AUTO_FUNC_CUSTOM',
  'FUNC_ALL',
] as const;
export type CatalogueTestType = (typeof CATALOGUE_TEST_TYPES)[number];

/** Which test types each device category offers. */
export const TEST_TYPES_BY_CATEGORY = {
  'close-talk': [
    'AC_WWDD_FULL_TEST',
    'AC_WWDD_QUICK_TEST',
    'AC_FAR',
    'AC_FAR_CUSTOM',
    'AC_FAR_PLUS',
    'CT_WAKE_AND_RESPONSE',
  ],
  mobile: [
    'AC_WWDD_FULL_TEST',
    'AC_WWDD_QUICK_TEST',
    'AC_FAR',
    'AC_TRAINED_MOBILE',
    'AC_VOICE_ENROLLMENT_ROBUSTNESS',
    'MOBILE_FUNCTIONAL',
  ],
  functional: ['FUNC_ALL', 'FUNC_NAV_ALL', 'FUNC_NAV_CUSTOM', 'AUTO_FUNC_ALL', 'AUTO_FUNC_CUSTOM'],
} as const satisfies Record<DeviceCategory, readonly CatalogueTestType[]>;

/** Pi plugins the catalogue names (doc 3 §3). */
export const PLUGINS = {
  irs: 'mdxirs',
  avsAudio: 'mdx_plugin_avs_audio',
  aqtTools: 'mdx_plugin_aqt_tools',
  audioRecorder: 'mdx_plugin_aqt_audio_recorder',
  audioStitcher: 'mdx_plugin_aqt_audio_stitcher',
} as const;
export type Plugin = (typeof PLUGINS)[keyof typeof PLUGINS];

/** The pseudo-locale of resources the mobile tests share across locales. */
export const COMMON_LOCALE = 'Common';

/** Resources shared by close-talk runs at 1.8 m 135 deg: the noise pack and the calibration signal. */
export const SHARED_RESOURCES = {
  noise: 'shared/noise',
  calibration: 'shared/calibration',
} as const;
