import { useMemo } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useLocale, useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { CreateRecordPage, type AreaPageProps } from '../../engine/index.ts';
import { messageOf, newCallMessages, type Message } from './defaultMessage.ts';
import { wholeRecords } from '../../dataProvider/wholeRecords.ts';

/**
 * A new wake-up call starts with a message (defaultMessage.ts): the chosen extension's default,
 * or a greeting in the callee's language with one of its voices. The defaults are read first
 * (one per extension at most), so the form can follow the extension at once.
 */
export function WakeUpCallCreate({ resource, paths }: AreaPageProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const stored = useApiRead(['wake_up_call', 'defaults'], (signal) =>
    resultOf(apiClient.GET('/v1/wake_up_calls/', { params: { query: { set_as_default: 'true', page_size: 1000 } }, signal }), signal).then(wholeRecords),
  );
  const defaults = useMemo(() => {
    const byExtension = new Map<number, Message>();
    for (const call of stored.data?.results ?? []) byExtension.set(call.extension, messageOf(call as unknown as Record<string, unknown>));
    return byExtension;
  }, [stored.data]);
  const loaded = stored.data !== undefined || stored.error !== undefined;
  const messages = useMemo(
    // The greeting is spoken to the callee, in the callee's language, whatever the portal's.
    () => newCallMessages(locale, (language) => translate(`resources.wake_up_call.greeting.${language}`, { _: '' }), defaults),
    [locale, translate, defaults],
  );

  if (!loaded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  return <CreateRecordPage resource={resource} paths={paths} initial={messages.initial} adjust={messages.adjust} />;
}
