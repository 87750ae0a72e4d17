/**
 * User Timing marks for the load phases, `spec-viewer:<phase>` (fetch-start, fetched, decoded, parsed,
 * model; the element adds rendered). They show in the browser's performance panel and `npm run bench` prints
 * them. Each mark replaces the previous one of its name, so repeated loads never grow the timeline buffer;
 * with several viewers loading at once, the marks are those of the latest to reach each phase.
 */
export function markPhase(phase: string, startTime?: number): void {
  const perf = (globalThis as { performance?: Partial<Performance> }).performance;
  if (typeof perf?.mark !== 'function' || typeof perf.clearMarks !== 'function') return;
  const name = `spec-viewer:${phase}`;
  perf.clearMarks(name);
  // `startTime`: a phase that began before this code ran (the entry's early download).
  perf.mark(name, startTime === undefined ? undefined : { startTime });
}
