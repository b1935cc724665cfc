/**
 * What a summary costs (configuration-areas §9: "Summaries cost credits; the price per summary
 * is not shown"): one credit per started five minutes of the call's talk, at least one. A long
 * call is more to transcribe and summarise. The server takes exactly this
 * (server/areas/call_summary/credits.ts); the portal shows it before anyone asks.
 */
export function costOf(talkSeconds: number): number {
  return Math.max(1, Math.ceil(Math.max(0, talkSeconds) / 300));
}
