/** A call's recording: an hour of 8 kHz 16-bit WAV is 58 MB; longer calls come compressed. */
export const RECORDING_MAX_MB = 64;
export const RECORDING_MAX_BYTES = RECORDING_MAX_MB * 1024 * 1024;
