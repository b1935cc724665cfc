import { useMemo, useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, InputAdornment, List, ListItemButton, ListItemText, Skeleton, Table, TableBody, TableCell, TableRow, TextField, Typography,
} from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useTranslate } from 'ra-core';
import { NON_GEOGRAPHIC } from '../../../core/domain/countries.ts';
import { COUNTRY_SEARCH_MAX, foldText, groupCountries, isCountrySearch } from '../../../core/domain/countrySearch.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { useMoneyFormat } from '../../i18n/money.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { useCountryCatalogue } from '../account/userSettings/useCountryCatalogue.ts';
import { callCost } from '../../../core/help/callCost.ts';

/** The call the example on the page prices: three minutes to a mobile. */
const EXAMPLE_MINUTES = 3;

interface Rates {
  country: string;
  currency: string;
  landline_per_minute: number;
  mobile_per_minute: number;
  setup_cost: number;
}

/**
 * /help_support/pricing (configuration-areas §2 "Pricing lookup per destination"): search a
 * country in the country catalogue (3 to 20 characters, by name, code or dial code, as
 * everywhere) and read what a call there costs, in the user's number and currency format.
 */
export default function PricingPage() {
  const translate = useTranslate();
  const { catalogue, language, collator, nameOf } = useCountryCatalogue();
  const [query, setQuery] = useState('');
  const [country, setCountry] = useState<string>();
  const nonGeographic = translate('pricing.non_geographic');
  const matches = useMemo(() => {
    if (!isCountrySearch(query)) return [];
    const found = groupCountries(catalogue, query, language, collator).groups.flatMap((group) => group.countries.map((c) => ({ code: c.code, name: c.names[language], dial: c.dial_code })));
    const folded = foldText(query);
    const international = foldText(nonGeographic).includes(folded) || NON_GEOGRAPHIC.includes(folded.replace(/^\+/, ''));
    return [...found.sort((a, b) => collator.compare(a.name, b.name)), ...(international ? [{ code: NON_GEOGRAPHIC, name: nonGeographic, dial: `+${NON_GEOGRAPHIC}` }] : [])];
  }, [catalogue, query, language, collator, nonGeographic]);
  const nameOfCountry = (code: string) => (code === NON_GEOGRAPHIC ? nonGeographic : nameOf(code));

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={translate('menu.pricing')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('pricing.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent>
            <TextField
              fullWidth
              size="small"
              label={translate('pricing.search_label')}
              placeholder={translate('pricing.search_placeholder')}
              helperText={translate('pricing.search_hint')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              slotProps={{
                htmlInput: { maxLength: COUNTRY_SEARCH_MAX },
                input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> },
              }}
            />
            {isCountrySearch(query) && matches.length === 0 ? (
              <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
                {translate('country_not_found')}
              </Typography>
            ) : null}
            {matches.length > 0 ? (
              <List dense aria-label={translate('pricing.matches')} sx={{ maxHeight: 360, overflowY: 'auto', mt: 1 }}>
                {matches.map((match) => (
                  <ListItemButton key={match.code} selected={match.code === country} onClick={() => setCountry(match.code)}>
                    <ListItemText primary={match.name} secondary={match.code === NON_GEOGRAPHIC ? match.dial : `${match.code} · ${match.dial}`} />
                  </ListItemButton>
                ))}
              </List>
            ) : null}
          </CardContent>
        </Card>
        {country ? (
          <CountryRates key={country} country={country} name={nameOfCountry(country)} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('pricing.choose')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function CountryRates({ country, name }: { country: string; name: string }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const rates = useApiRead<Rates>(['pricing', country], (signal) => resultOf(apiClient.GET('/v1/pricing/', { params: { query: { country } }, signal }), signal) as Promise<Rates>);
  const title = translate('pricing.rates_for', { country: name });
  const money = useMoneyFormat('rate', rates.data?.currency);
  if (rates.error) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={rates.retry}>{translate('sections.retry')}</Button>}>
        {messageText(failureOf(rates.error).message)}
      </Alert>
    );
  }
  const data = rates.data;
  const rows: [string, number | undefined, string][] = [
    ['pricing.landline', data?.landline_per_minute, 'pricing.per_minute'],
    ['pricing.mobile', data?.mobile_per_minute, 'pricing.per_minute'],
    ['pricing.setup', data?.setup_cost, 'pricing.per_call'],
  ];
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableBody>
            {rows.map(([label, value, unit]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">{translate(label)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                  {money && value !== undefined ? money.format(value) : <Skeleton width={80} sx={{ ml: 'auto' }} />}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{translate(unit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && money ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('pricing.example', { minutes: EXAMPLE_MINUTES, cost: money.format(callCost(data.setup_cost, data.mobile_per_minute, EXAMPLE_MINUTES * 60)) })}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('pricing.billing')}
        </Typography>
      </CardContent>
    </Card>
  );
}
