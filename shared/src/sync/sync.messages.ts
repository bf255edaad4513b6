import { MAX_SYNC_LOCATIONS } from './sync.constant';
import { locationLabel } from '../locations/locations.constant';
import { type ManifestStatus } from './sync-states.constant';

/** Messages of submitting a resource sync (doc 1 §5, §8). */
export const SYNC_MESSAGES = {
  selectLocale: 'Please select at least one locale',
  selectLocation: 'Please select at least one location',
  selectManifest: 'Please select at least one manifest file for download.',
  /** Over the location limit (doc 1 §5; wording not shown, chosen). */
  tooManyLocations: (max: number) => `Please select at most ${max} locations per sync.`,
  locationsOffline:
    'Cannot initiate resource download since one or more selected locations are offline. Please re-connect the Pis, reload the page and try again.',
  /** The single-location variant (doc 1 §8; wording not shown, chosen after the plural one). */
  locationOffline: (location: string) =>
    `Cannot initiate resource download since the selected location ${locationLabel(location)} is offline. Please re-connect the Pi, reload the page and try again.`,
  labLocked: 'Lab seems to be locked. Cannot submit resources for download.',
} as const;

/** Messages about a location's resources and manifests (doc 1 §8). */
export const SYNC_RESOURCE_MESSAGES = {
  manifestUnavailable: 'Could not retrieve the list of resources for this location. Click Refresh to retry.',
  /**
   * The overview variant (doc 1 §8: it says to expand the location and use Refresh in the
   * Resources Status tab; wording chosen): a location is expanded by its Details.
   */
  manifestUnavailableOverview:
    "Could not retrieve the list of resources for this location. Open the location's Details and click Refresh in the Resources Status tab to retry.",
  resourceFilesUnavailable: 'Failed to retrieve resource files for selected options.',
  noDownloadInProgress: 'There is no resource download in progress for this location.',
  syncHistoryUnavailable: 'Sync History Unavailable',
  resourcesDataUnavailable: 'Resources Data Unavailable',
  /** Why there is no history: a first sync, or a retrieval error (doc 1 §8; wording not shown, chosen). */
  syncHistoryExplanation:
    'No resources have been synced to this location yet, or its sync history could not be retrieved. Submit a sync to download resources, or click Refresh to retry.',
  /** Logged when a Pi reports sync data in a shape this version does not know (doc 1 §8; wording chosen). */
  resourceSyncFormatChanged: 'Resource sync data format changed. Please notify the test team.',
} as const;

/** Progress messages of the sync views (doc 1 §8); the auto-sync view shows the last one until data arrives (doc 1 §2.16). */
export const SYNC_PROGRESS_MESSAGES = {
  retrievingResources: 'Retrieving resources ...',
  submittingResources: 'Submitting resources for download ...',
  retrievingInformation: 'Retrieving information ...',
} as const;

/** Labels of the auto-sync progress view and the resource sync panel (doc 1 §2.16). */
export const SYNC_PROGRESS_LABELS = {
  resourcesDownloaded: 'Resources Downloaded (Size)',
  resourcesCount: 'Resources Count',
  completed: 'Completed',
  failed: 'Failed',
  pending: 'Pending',
  online: 'Online',
  offline: 'Offline',
  /** The resource sync panel's pointer to the labs page (doc 1 §2.16; wording not shown, chosen). */
  labsPagePointer: 'See the Labs page for the resource sync details of each Pi.',
} as const;

/** How each manifest status reads (doc 1 §4.8). */
export const MANIFEST_STATUS_TEXTS: Readonly<Record<ManifestStatus, string>> = {
  in_sync: 'Up-to-Date w/ Prior Sync Selection',
  out_of_sync: 'Out of Sync w/ Prior Sync Selection',
  retrieving: SYNC_PROGRESS_MESSAGES.retrievingInformation,
};

/**
 * Texts of the Labs screen's Resource Sync tab that the spec does not quote
 * (doc 1 §2.16 names the panel and its parts, not their wording; chosen).
 */
export const RESOURCE_SYNC_TEXTS = {
  tab: 'Resource Sync',
  newSync: {
    title: 'New Sync',
    description:
      "Download the chosen scenario types' resources in the chosen locales to the Pis at the chosen locations.",
    scenarioTypes: 'Scenario Types',
    /** The accessible name of a suite's checkbox, which checks all its scenario types. */
    wholeSuite: (suiteLabel: string) => `All of ${suiteLabel}`,
    locales: 'Locales',
    noScenarioType: 'Choose a scenario type to see its locales.',
    locations: 'Locations',
    locationsChosen: (chosen: number) => `${chosen} of at most ${MAX_SYNC_LOCATIONS} chosen`,
    /** Beside a location the chosen scenario types play from (doc 1 §5). */
    suggested: 'Suggested',
    selectionSummary: (manifests: number, locales: number, locations: number) =>
      `${manifests} scenario ${manifests === 1 ? 'type' : 'types'}, ${locales} ${locales === 1 ? 'locale' : 'locales'}, ${locations} ${locations === 1 ? 'location' : 'locations'}`,
    submitted: 'Resources submitted for download',
    submittedPi: (piName: string, files: number, size: string) =>
      `${piName}: ${files} ${files === 1 ? 'file' : 'files'}, ${size}`,
  },
  progress: {
    title: 'Sync Progress',
    /** The column of a Pi's resource sync state. */
    resourceSync: 'Resource Sync',
    noDownloads: "No resource download has been requested for this lab's Pis yet.",
    /** The accessible name of a row's progress bars: the bar's label and the Pi's name. */
    barOf: (label: string, piName: string) => `${label}: ${piName}`,
    percentDone: (percent: number) => `${percent}%`,
    liveUnavailable: 'Live progress unavailable',
    /** A Pi's detail: what it is to hold and what it could not get. */
    details: 'Details',
    detailsTitle: (piName: string) => `Resource download at ${piName}`,
    failedFiles: 'Files not downloaded',
    syncId: 'Sync',
    /** The column and the details' tab of a Pi's manifest status (doc 1 §4.8, §8). */
    resourcesStatus: 'Resources Status',
    /** The details' tab of the download in progress. */
    download: 'Download',
    /** Asks the Pi again for its manifest status (doc 1 §8 'Click Refresh to retry'). */
    refresh: 'Refresh',
  },
  history: {
    title: 'Sync History',
    requestedBy: 'Requested by',
    locales: 'Locales',
    locations: 'Locations',
    scenarioTypes: 'Scenario Types',
    pi: 'Pi',
    location: 'Location',
    state: 'State',
    files: 'Files',
    size: 'Size',
    finishedAt: 'Finished',
    /** A Pi's files: completed, failed and the total. */
    fileCounts: (completed: number, failed: number, total: number) =>
      `${completed} completed, ${failed} failed of ${total}`,
    /** The accessible name of one sync of the history. */
    syncOf: (when: string) => `Sync of ${when}`,
  },
} as const;
