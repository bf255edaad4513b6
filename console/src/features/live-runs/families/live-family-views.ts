import { type RunFamilyId } from '@oak/shared';
import { bddLiveView } from './acm/bdd.view';
import { farLiveView } from './far/far.view';
import { acousticLiveView } from './acoustic/acoustic.view';
import { functionalLiveView } from './functional/functional.view';
import { genericLiveView } from './generic/generic.view';
import { stabilityLiveView } from './stability/stability.view';
import { uplLiveView } from './upl/upl.view';
import { type LiveFamilyView } from './live-family-view';

/**
 * The one map from a job's family (LabJob.family, stored at submit) to its
 * part of the live card. A family added to shared's table fails to compile
 * here until it names a view; the families this OAK does not play yet take
 * the generic view, and WWA the BDD-style view it shares with ACM.
 */
export const LIVE_FAMILY_VIEWS: Readonly<Record<RunFamilyId, LiveFamilyView>> = {
  acoustic: acousticLiveView,
  functional: functionalLiveView,
  acm: bddLiveView,
  wwa: bddLiveView,
  far: farLiveView,
  stability: stabilityLiveView,
  upl: uplLiveView,
  security: genericLiveView,
  'auto-local-search': genericLiveView,
  automotive: genericLiveView,
  'user-defined': genericLiveView,
  'sound-level': genericLiveView,
  'wake-word-validation': genericLiveView,
};
