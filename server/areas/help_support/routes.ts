import type { FastifyInstance } from 'fastify';
import { CHEAT_SHEET_FILE } from '../../../core/help/cheatSheet.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { languageOf } from '../../i18n/language.ts';
import { cheatSheetPdf, type CheatSheetLanguage } from './cheatSheetPdf.ts';
import { HELP_SUPPORT_ROUTES } from './contract.ts';
import { BILLING_INCREMENT_SECONDS, CURRENCY, rateOf } from './rates.ts';

/**
 * Help and Support (configuration-areas §2): the price of a call to a country, and the call-flow
 * cheat sheet as a PDF. Both are the same for every group: any signed-in user may read them.
 */
export function helpSupportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { country: string } }>(HELP_SUPPORT_ROUTES.pricing.path, { schema: routeSchema(HELP_SUPPORT_ROUTES.pricing) }, async (request) => {
    const { country } = request.query;
    const rate = rateOf(country);
    // Every country of the catalogue (the country-code format's) has a rate; anything else is no country.
    if (!rate) throw new HttpError(400, { country: [serverText('format_country-code')] });
    return {
      country,
      currency: CURRENCY,
      landline_per_minute: rate.landline,
      mobile_per_minute: rate.mobile,
      setup_cost: rate.setup,
      billing_increment_seconds: BILLING_INCREMENT_SECONDS,
    };
  });

  // A PDF per language, written once: the texts do not change while the server runs.
  const pdfs = new Map<CheatSheetLanguage, Promise<Buffer>>();
  app.get(HELP_SUPPORT_ROUTES.cheatSheet.path, { schema: routeSchema(HELP_SUPPORT_ROUTES.cheatSheet) }, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    let pdf = pdfs.get(lang);
    if (!pdf) {
      pdf = cheatSheetPdf(lang);
      pdfs.set(lang, pdf);
      pdf.catch(() => pdfs.delete(lang));
    }
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${CHEAT_SHEET_FILE}"`)
      .header('Content-Language', lang)
      .header('Vary', 'Accept-Language')
      .send(await pdf);
  });
}

/** Collected by server/resources/areas.ts. */
export { helpSupportRoutes as routes };
