/** configuration-areas §9: devices fetch their configuration at least every 24 hours. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** How often the configuration tells the phone to fetch it again (seconds): well within the 24 hours. */
export const RESYNC_SECONDS = 6 * 60 * 60;
