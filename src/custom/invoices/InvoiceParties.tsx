import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useLocale } from 'ra-core';
import type { components } from '../../../generated/openapi.ts';
import { useInvoiceFormat } from './format.ts';

type Party = components['schemas']['BillingParty'];
type Gap = components['schemas']['BillingGap'];

/** One party as the PDF prints it (server/areas/invoice/pdf.ts): name, street, postal code and city, country, VAT number. */
function PartyCard({ title, party }: { title: string; party?: Party }) {
  const locale = useLocale();
  const country = party?.address_country ? new Intl.DisplayNames([locale], { type: 'region' }).of(party.address_country) : undefined;
  const lines = party
    ? [party.name, party.address_street, [party.address_postal_code, party.address_city].filter(Boolean).join(' '), country, party.vat_number].filter(Boolean)
    : [];
  return (
    <Box component="section" aria-label={title} data-testid="invoice-party">
      <Typography variant="subtitle2" color="text.secondary">{title}</Typography>
      {lines.map((line) => <Typography key={line}>{line}</Typography>)}
    </Box>
  );
}

/**
 * The invoice's two parties side by side, and, when they lack what a valid Peppol e-invoice
 * needs, what is missing and who fills it in (the invoice is issued all the same).
 */
export function InvoiceParties({ supplier, customer, gaps }: { supplier?: Party; customer?: Party; gaps?: Gap[] }) {
  const { t } = useInvoiceFormat();
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <PartyCard title={t('page.supplier')} party={supplier} />
        <PartyCard title={t('page.customer')} party={customer} />
      </Box>
      {gaps?.length ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="invoice-gaps">
          <AlertTitle>{t('page.gaps_title')}</AlertTitle>
          {t('page.gaps_intro')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {gaps.map((gap) => (
              <li key={`${gap.party} ${gap.field}`}>
                {`${t(`gaps.party.${gap.party}`)}: ${t(`gaps.field.${gap.field}`)}`}
                {gap.source ? ` (${t(`gaps.source.${gap.source}`)})` : ''}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </>
  );
}
