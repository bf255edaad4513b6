// The allow-list of unused-exports.mjs, beside this file: it changes with every
// family built, while the checker's walk does not, so each reads on its own.

/**
 * Exports the product does not read, on purpose, each group with why: mostly
 * the constants, messages and rules the spec (doc 1 to 3) gives a family that
 * is not built yet, which keep their specs until the family reads them. An
 * entry the product comes to read, or whose name is no longer exported, fails
 * the check, so the list stays true: take it out then.
 */
export const KEPT = new Map(
  [
    {
      why: 'kept for the FAR family: doc 1 §2.9 (FAR live view), §4.1 (chunk progress), §5, §9 (FAR marketplaces)',
      names: [
        'FAR_TABLE_COLUMNS',
        'isFarDeviceFailed',
        'farDeviceStatus',
        'FarDeviceRow',
        'farDeviceRows',
        'areAllFarDevicesOffline',
        'farStatusText',
        'farLastDeviceCheckText',
        'farProgressPercent',
        'FarMarketplace',
        'farTag',
        'FAR_TAGS',
      ],
    },
    {
      why: 'kept for the stability family: doc 1 §2.10 (stability live view), §5, §8',
      names: [
        'STABILITY_TABLE_TITLES',
        'STABILITY_LIVE_COLUMNS',
        'STABILITY_SUMMARY_COLUMNS',
        'isStabilityPassRatePassing',
        'stabilityPassRateWarning',
        'showsStabilityElapsedTime',
        'StabilityRow',
        'stabilityRows',
      ],
    },
    {
      why: 'kept for the UPL family: doc 1 §2.11 (UPL live view), §3',
      names: [
        'UPL_TABLE_TITLES',
        'UPL_SUMMARY_COLUMNS',
        'UPL_HISTORY_COLUMNS',
        'uplPercentile',
        'UplStatistics',
        'uplStatistics',
        'UplCell',
        'uplCell',
        'UplSummaryRow',
        'uplSummaryRows',
        'UplHistoryRow',
        'uplHistoryRows',
        'uplSampleResultSchema',
      ],
    },
    {
      why: 'kept for the FAR, stability and UPL families: doc 1 §2.9 to §2.11 (device status of their tables)',
      names: ['DUT_ONLINE_STATUS_TEXTS', 'DUT_OFFLINE_TOOLTIP'],
    },
    {
      why: "kept for the FAR, stability, security and UPL families: doc 1 §9 (their views' refresh interval)",
      names: ['LIVE_PROGRESS_REFRESH_INTERVAL_MS'],
    },
    {
      why: 'kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9',
      names: [
        'SecurityDeviceCheckStage',
        'securityDeviceCheckStage',
        'canRequestSecurityDeviceState',
        'isDetectingSecurityDeviceState',
        'SecurityDeviceCheckView',
        'securityDeviceCheckView',
        'securityDeviceStateRequest',
        'parseSecurityTestData',
        'SecurityFinding',
        'visibleSecurityHttpFiles',
        'securityHttpEntryKind',
        'securityOsBestMatch',
        'securityUnsecuredTlsVersions',
        'summarizeSecurityTestData',
        'SecurityTypeResultView',
        'securityTypeResultView',
        'normalizeSecuritySeverity',
        'securitySeverityColor',
        'SecurityReferenceLink',
        'securityCveLinks',
        'securityCweLinks',
        'isSecuritySectionExpanded',
        'SECURITY_TEST_TIMEOUT_MINUTES',
        'SECURITY_TEST_TIMEOUT_MS',
        'SECURITY_KIND_BY_SCENARIO_TYPE',
        'SECURITY_TEST_KIND_LABELS',
        'SECURITY_TABLE_COLUMNS',
        'securityPayloadSchema',
      ],
    },
    {
      why: 'kept for the auto local search family: doc 1 §2.7 (auto local search panel)',
      names: ['AutoLocalSearchColumnSpec', 'AutoLocalSearchTableLayout', 'autoLocalSearchLayout'],
    },
    {
      why: 'kept for the automotive family: doc 1 §2.13 (automotive live feed), §4.7 (its icons)',
      names: [
        'AUTOMOTIVE_FEED_LABELS',
        'AUTOMOTIVE_FEED_ICONS',
        'AutomotiveFeedIcon',
        'automotiveFeedIcon',
        'showsAutomotiveUtteranceResults',
        'automotiveFeedSchema',
      ],
    },
    {
      why: 'kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)',
      names: [
        'CUSTOM_UTTERANCE_METRICS_LABELS',
        'CUSTOM_UTTERANCE_TABLE_TITLE',
        'CUSTOM_UTTERANCE_COLUMNS',
        'wakeWordAudioFilePattern',
        'isWakeWordAudioFileName',
        'UTTERANCE_MAP_PLACEMENTS',
        'UTTERANCE_STATUS_TEXTS',
        'isPendingStatus',
        'customTestSyncLocations',
        'customizedTestSyncLocations',
      ],
    },
    {
      why: "kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them",
      names: [
        'CALIBRATION_TOOL_TEXT_AREA_ROWS',
        'DOWNLOAD_PAGE_REFRESH_MS',
        'WAKE_WORD_OPTIONS',
        'JobDateInput',
        'JobDateRange',
        'validateJobDateRange',
        'PINK_NOISE_FILE_TIMEOUT_MS',
        'CONSOLE_ICON_NAMES',
        'ConsoleIconName',
        'isConsoleIconName',
        'PLAYGROUND_REGION',
        'PLAYGROUND_DEFAULT_SPOOFED_LOCATION',
        'overallSyncState',
      ],
    },
    {
      why: "kept as the spec's constant of a built screen that does not read it yet (to wire in): doc 2 §2 (Test Library), doc 1 §9 (BDD device table)",
      names: ['TEST_LIBRARY_SORTABLE_COLUMNS', 'BDD_DEVICE_TABLE_PAGE_SIZE'],
    },
    {
      why: "kept as a contract another package's specs check the product against (its routes, its stubs)",
      names: [
        'meetsPasswordPolicy',
        'CUSTOMER_ID_WHITELIST_API_PATHS',
        'DEVICE_UNDER_TEST_API_PATHS',
        'EXPERIMENT_API_PATHS',
        'playgroundApiUrl',
        'commonResourceDownloadUrl',
        'AutoSyncThing',
      ],
    },
  ].flatMap(({ why, names }) => names.map((name) => [name, why])),
);
