import { LANGUAGES, type Language } from '../../core/domain/formats.ts';

const offered = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The language asked for when the portal offers it, else English (the portal's default). */
export function offeredLanguage(value: string | null | undefined): Language {
  return offered(value ?? '') ? (value as Language) : 'en';
}

/**
 * The language an Accept-Language header prefers among those the portal offers (RFC 9110
 * §12.5.4): each range by its weight (q, 1 when absent), the heaviest first, equal weights in
 * the header's order; `fr-BE` asks for `fr`; q=0 and `*` ask for none. Undefined when none is offered.
 */
export function askedLanguage(header: string | undefined): Language | undefined {
  const ranges = (header ?? '').split(',').map((part, index) => {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    return { language: tag.trim().split('-')[0], weight: q ? Number(q[1]) : 1, index };
  });
  const wanted = ranges.filter((r) => r.weight > 0 && offered(r.language)).sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.language as Language | undefined;
}

/** The language of an Accept-Language header (askedLanguage), else English. */
export function languageOf(header: string | undefined): Language {
  return askedLanguage(header) ?? 'en';
}

/**
 * The one choice of a server-made document's language (PDFs, mails, exports): what the request
 * asks for by its Accept-Language weights, then the user's own language, then English.
 */
export function chosenLanguage(header: string | undefined, userLanguage: string | null | undefined): Language {
  return askedLanguage(header) ?? offeredLanguage(userLanguage);
}
