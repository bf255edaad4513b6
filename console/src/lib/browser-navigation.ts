/** Leaves the app for another URL with a full page load (a separate module so tests can observe it). */
export function reloadTo(url: string): void {
  window.location.assign(url);
}
