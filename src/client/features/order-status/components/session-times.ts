/**
 * The zones a customer may choose to see their session times in: the device's list, with any of
 * `kept` it lacks put first. `kept` holds the device's own zone and the one chosen, so a device
 * whose zone the list names otherwise (`UTC`, an older spelling) can always go back to it.
 */
export function zones(...kept: string[]): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const missing = [...new Set(kept)].filter((zone) => !all.includes(zone));
  return missing.length === 0 ? all : [...missing, ...all];
}
