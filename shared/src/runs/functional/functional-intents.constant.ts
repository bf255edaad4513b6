/**
 * The intents the functional catalogue expects (chosen names, in the style of
 * the device cloud's): the cloud validation compares the answer's intent with
 * them, the resource pack writes them as each recording's expected response,
 * and the simulator's assistant answers with them.
 */
export const FUNCTIONAL_INTENTS = {
  setAlarm: 'SetAlarmIntent',
  cancelAlarm: 'CancelAlarmIntent',
  getAlarms: 'GetAlarmsIntent',
  setTimer: 'SetTimerIntent',
  cancelTimer: 'CancelTimerIntent',
  getTimerRemaining: 'GetTimerRemainingIntent',
  volumeUp: 'VolumeUpIntent',
  volumeDown: 'VolumeDownIntent',
  setVolume: 'SetVolumeIntent',
  getVolume: 'GetVolumeIntent',
  getNotifications: 'GetNotificationsIntent',
  setReminder: 'SetReminderIntent',
  getReminders: 'GetRemindersIntent',
  addToShoppingList: 'AddToShoppingListIntent',
  removeFromShoppingList: 'RemoveFromShoppingListIntent',
  getShoppingList: 'GetShoppingListIntent',
  sportsUpdate: 'GetSportsUpdateIntent',
  flashBriefing: 'FlashBriefingIntent',
  adjustEqualizer: 'AdjustEqualizerIntent',
  resetEqualizer: 'ResetEqualizerIntent',
  getEqualizer: 'GetEqualizerIntent',
  playMusic: 'PlayMusicIntent',
  stop: 'StopIntent',
  time: 'GetTimeIntent',
  weather: 'GetWeatherIntent',
  navigate: 'NavigateIntent',
  addStop: 'AddStopIntent',
  cancelNavigation: 'CancelNavigationIntent',
  getEta: 'GetEtaIntent',
} as const;
