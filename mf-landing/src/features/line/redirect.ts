/** Leaves the site for another address (LINE's authorize page). A module of its own so tests can stand in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
