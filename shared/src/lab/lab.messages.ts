/** Messages about loading labs and their Pis (doc 2 §2, §8; doc 1 §7, §8; doc 3 §8). */
export const LAB_MESSAGES = {
  /** Labs screen alert when the labs cannot load (doc 2 §2). */
  cannotRetrieveLabs: 'Cannot retrieve labs at this time. Please contact support for provisioning Labs.',
  /** Labs screen warning when the account has no lab (doc 2 §2). */
  noLabsSetup: 'No Labs setup. Please contact support for provisioning Labs.',
  /** The labs list call returned no data (doc 1 §7, §8). */
  noLabsFound: 'No labs found',
  /** Logged when the labs call fails; the caller gets a network error (doc 1 §8). */
  errorFetchingLabs: 'Error encountered while fetching labs',
  /** Loading labs or their Pis failed; the lab cache is cleared (doc 2 §8). */
  errorLoadingLabsAndPis: 'Error loading labs and rasPis',
  /** The service failed to list the account's labs (doc 3 §8, spelling as the spec). */
  serviceErrorRetrievingLabs: 'Service error retreiving labs for the account!',
  /** One lab's data could not be read (doc 1 §8). */
  failedToRetrieveLabData: 'Failed to retrieve data for this lab',
  /** The lab's locations could not be read, so no sync can be submitted (doc 1 §8). */
  failedRetrievingLocations: 'Failed retrieving locations. Resources cannot be submitted for download',
  /** The Pis table of a lab with no Pi (doc 2 §2 'a no-data message'; wording not shown, chosen). */
  noPisInLab: 'No Raspberry Pis found in this lab.',
} as const;

/** Messages of calls to one Pi (doc 2 §8, doc 1 §8). */
export const PI_MESSAGES = {
  /** A Pi call without a Pi id; the Pi's status becomes error (doc 2 §8). */
  noPi: 'no Pi',
  /** No Pi was chosen, e.g. for its setup command (doc 2 §8, doc 3 §8). */
  missingRaspberryId: 'Missing Raspberry Id!',
  /** A Pi call failed without saying why (the spec returns the exception's message; chosen). */
  unknownError: 'Unknown error',
  /** An unknown Pi id, or one of another company (wording chosen). */
  notFound: 'Raspberry Pi not found',
  /** An action for a Pi whose agent is not connected (wording chosen). */
  offline: (piName: string) => `Raspberry Pi ${piName} is offline`,
  /** A Pi that did not answer within the call's time-out (wording chosen). */
  noAnswer: (piName: string, timeoutMs: number) =>
    `Raspberry Pi ${piName} did not answer within ${timeoutMs} ms`,
} as const;

/** Messages of the setup command dialog (doc 2 §4, §8; doc 1 §7). */
export const LAB_SETUP_MESSAGES = {
  /** The call answered without a `cmdLine` (doc 1 §7). */
  noCommandLineReturned: 'no command line returned',
  /** The command does not have exactly two parts around a pipe (doc 2 §8). */
  unableToSplit: 'Unable to split',
  /** The dialog's error state (doc 2 §8, doc 3 §8). */
  commandLineUnavailable: 'Command line cannot be retrieved at the moment!',
  copiedToClipboard: 'Copied to clipboard',
  /** The install script or registration of a used or expired setup command (wording chosen). */
  invalidSetupToken:
    'This setup command has expired or was already used. Create a new one from the Labs screen.',
  /** The provisioning API without its token (wording chosen). */
  provisioningUnauthorized: 'A valid provisioning token is required',
} as const;

/** Messages of the calibration dialog (doc 2 §4; wording not shown, chosen). */
export const CALIBRATION_MESSAGES = {
  unsupportedLocale: (optionLabel: string) => `Please select a locale supported by ${optionLabel}.`,
} as const;
