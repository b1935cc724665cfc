/** configuration-areas §9: at most 15 MB, as the server counts them (server/areas/media_file/limits.ts). */
export const MEDIA_MAX_BYTES = 15 * 1000 * 1000;
/** What the file chooser offers; the server still reads every file's kind from its content. */
export const AUDIO_ACCEPT = 'audio/wav,audio/x-wav,audio/mpeg,audio/ogg,audio/opus,.wav,.mp3,.ogg,.opus,.oga';
