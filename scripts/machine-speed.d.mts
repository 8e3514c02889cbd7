/** A fixed piece of JavaScript work timed on one core (machine-speed.mjs, decision 399). */
export function referenceWork(): number;
export const REFERENCE_CHECKSUM: number;
export function measureMachineSpeed(rounds?: number): number;
