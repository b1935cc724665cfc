const EXTENSIONS: Record<string, string> = { 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/mpeg': 'mp3' };

/**
 * The file name a voicemail message is saved under, "voicemail_<caller>_<day>.<ext>", for the
 * server's Content-Disposition and the portal's download alike. The caller as received (any text
 * a phone network sends) is reduced to letters, digits, + and -, so that no quote, slash or
 * control character reaches a header or a disk.
 */
export function voicemailFileName(message: { caller?: unknown; recorded_on?: unknown }, contentType = 'audio/ogg'): string {
  const caller = String(message.caller ?? '').replace(/[^\w+-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40) || 'unknown';
  const day = String(message.recorded_on ?? '').slice(0, 10).replace(/[^\d-]/g, '') || 'undated';
  return `voicemail_${caller}_${day}.${EXTENSIONS[contentType] ?? 'audio'}`;
}
