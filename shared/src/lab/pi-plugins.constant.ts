import { PLUGINS } from '../catalogue/catalogue.constant';

/**
 * Pi packages the catalogue does not name (doc 2 §7, §9). Their names are not
 * shown; chosen in the catalogue's `mdx_plugin_*` style.
 */
export const PI_EXTRA_PLUGINS = {
  /** GUI automation on the Pi, checked by the health check's last step. */
  uiAutomation: 'mdx_plugin_ui_automation',
  /** Camera capture, checked by the health check's camera step; Ubuntu Pis drive the cameras. */
  camera: 'mdx_plugin_aqt_camera',
  /** The qualified-RF lab's radio tooling. */
  rf: 'mdx_plugin_aqt_rf',
  /** The automotive companion's plugin, installed by the automotive update (doc 2 §7). */
  automotive: 'mdx_plugin_aqt_automotive',
} as const;
export type PiExtraPlugin = (typeof PI_EXTRA_PLUGINS)[keyof typeof PI_EXTRA_PLUGINS];
export type PiPackage = (typeof PLUGINS)[keyof typeof PLUGINS] | PiExtraPlugin;

/**
 * The base package every Pi runs (doc 2 §7 'the base Pi package'): mdxirs, the
 * package the catalogue lists in every placement and the manifest-state request
 * names (doc 1 §7 'payload type mdxirs').
 */
export const PI_BASE_PACKAGE = PLUGINS.irs;

/** Plugins the setup command installs on every Pi (doc 2 §9). */
export const SETUP_PLUGINS: readonly PiPackage[] = [
  PLUGINS.aqtTools,
  PLUGINS.avsAudio,
  PLUGINS.audioRecorder,
  PI_EXTRA_PLUGINS.uiAutomation,
];

/** What Ubuntu adds (doc 2 §9 'Ubuntu adds extra plugins'; which ones is not shown, chosen). */
export const UBUNTU_EXTRA_SETUP_PLUGINS: readonly PiPackage[] = [
  PLUGINS.audioStitcher,
  PI_EXTRA_PLUGINS.camera,
];

/** The qualified-RF lab's own plugin list (doc 2 §9; not shown, chosen). */
export const QUALIFIED_RF_SETUP_PLUGINS: readonly PiPackage[] = [
  PLUGINS.avsAudio,
  PLUGINS.audioRecorder,
  PI_EXTRA_PLUGINS.rf,
];

/** The version the automotive update asks for (doc 2 §7). */
export const PI_PACKAGE_LATEST_VERSION = 'latest';
