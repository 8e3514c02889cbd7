/** Local storage can throw (private modes, blocked storage); treat that as "nothing stored". */
export function readLocalStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
