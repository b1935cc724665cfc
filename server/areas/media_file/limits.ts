/** configuration-areas §5 and §9: a media file is at most 15 MB (decimal megabytes, as the spec writes them). */
export const MEDIA_MAX_BYTES = 15 * 1000 * 1000;
export const MEDIA_MAX_MB = MEDIA_MAX_BYTES / 1000 / 1000;
