import { useLocale, useTranslate } from 'ra-core';
import type { components } from '../../../generated/openapi.ts';
import { useMoneyFormat } from '../../i18n/money.ts';
import { useDateFormat } from '../../i18n/dates.ts';

export type Invoice = components['schemas']['Invoice'];
export type ResellerInvoice = components['schemas']['ResellerInvoice'];
export type InvoiceLine = components['schemas']['BilledLine'];

/** The invoices' texts (locales/resources/invoice/) and their money, dates and months in the reader's language. */
export function useInvoiceFormat() {
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoneyFormat('amount');
  // Calendar days and months: written in UTC, where the server's dates are midnight.
  const dateFormat = useDateFormat('date', 'UTC');
  const monthFormat = useDateFormat('month', 'UTC');
  const t = (key: string, options?: object) => translate(`resources.invoice.${key}`, options);
  return {
    t,
    locale,
    money: (n: number) => money.format(n),
    date: (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`)),
    month: (period: string) => monthFormat.format(new Date(`${period}-01T00:00:00Z`)),
    /** A line's name, as the PDF names it (server/areas/invoice/pdf.ts). */
    lineLabel: (line: InvoiceLine) =>
      line.kind === 'subscription' ? t(`products.${line.product}`) : line.kind === 'calls' ? t(`destinations.${line.destination}`) : t('lines.setup'),
  };
}
