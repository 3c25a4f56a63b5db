// What the login and pay pages leave for the shop page: the shop path its web-view opens when it
// shows again (after navigateBack). Pages share modules, so this is one value for the whole app.
let pending: string | null = null;

export function handOff(path: string): void {
  pending = path;
}

export function takeHandOff(): string | null {
  const path = pending;
  pending = null;
  return path;
}
