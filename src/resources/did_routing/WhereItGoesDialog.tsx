import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { useTranslate, type RaRecord } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import type { Diagram } from '../../../core/callFlow/types.ts';
import { formatPhoneNumber } from '../../../core/domain/formats.ts';
import { Modal } from '../../engine/ui/Modal.tsx';
import { blockNamer } from '../../custom/callFlow/testCall/labels.ts';
import { keysOf } from '../../custom/callFlow/testCall/scenario.ts';
import { testCallApi } from '../../custom/callFlow/testCall/testCallApi.ts';
import { TracePath } from '../../custom/callFlow/testCall/TracePath.tsx';

const DateTimePicker = lazy(() => import('../../engine/ui/DateTimePicker.tsx').then((m) => ({ default: m.DateTimePicker })));

const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * Where a call to one phone number goes: the server's trace through the flow the number routes
 * to (its override when set), for a caller and a moment the user may change, the path listed
 * with the reason at each block, and a link to that flow's designer.
 */
export default function WhereItGoesDialog({ record, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  const did = String(record.did ?? '');
  const shown = formatPhoneNumber(did);
  const routed = idOf(record.override_call_flow) ?? idOf(record.call_flow);
  return (
    <Modal
      open
      size="medium"
      title={translate('test_call.where.title', { number: shown })}
      onClose={onClose}
      data-testid="where-dialog"
      actions={
        <>
          {routed !== null ? (
            <Button component={RouterLink} to={`/call-flow-gui/${routed}`} startIcon={<OpenInNewRoundedIcon />} data-testid="where-open-designer">
              {translate('test_call.where.open_designer')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{translate('test_call.where.close')}</Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {record.routing_active === false ? <Alert severity="info">{translate('test_call.where.inactive')}</Alert> : null}
        {routed === null ? (
          <Alert severity="info" data-testid="where-not-routed">
            {translate('test_call.where.not_routed')}
          </Alert>
        ) : (
          <NumberTrace id={Number(record.id)} did={did} flow={routed} />
        )}
      </Stack>
    </Modal>
  );
}

/** The caller, moment and keys of the call, and its path as the server traces it (now, by nobody in particular, at first). */
function NumberTrace({ id, did, flow }: { id: number; did: string; flow: number }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [caller, setCaller] = useState('');
  const [at, setAt] = useState(() => new Date());
  const [keys, setKeys] = useState('');
  const [asked, setAsked] = useState({ caller: '', at: at.toISOString(), keys: [] as string[] });

  const answer = useApiRead(['call_flow', 'trace', 'did', id, asked], (signal) =>
    testCallApi.trace({ did: id, scenario: { caller: asked.caller, dialled: did, at: asked.at, keys: asked.keys } }, signal),
  );
  // The flow's diagram names the blocks of the path as its designer does.
  const traced = answer.data?.call_flow ?? flow;
  const flowRecord = useApiRead(['call_flow', 'one', traced], (signal) => resultOf(apiClient.GET('/v1/call_flow/{id}/', { params: { path: { id: traced } }, signal })));
  const diagram = flowRecord.data?.diagram as Diagram | undefined;
  const name = useMemo(() => blockNamer(diagram, translate), [diagram, translate]);

  const run = () => setAsked({ caller: caller.trim(), at: at.toISOString(), keys: keysOf(keys) });

  return (
    <>
      <Box
        component="form"
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'flex-start' } }}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          run();
        }}
      >
        <TextField
          size="small"
          label={translate('test_call.fields.caller')}
          value={caller}
          onChange={(event) => setCaller(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 40, 'data-testid': 'where-caller' } }}
        />
        <Suspense fallback={<TextField size="small" disabled label={translate('test_call.fields.at')} />}>
          <DateTimePicker label={translate('test_call.fields.at')} value={at} onChange={(value) => value && setAt(value)} />
        </Suspense>
        <TextField size="small" label={translate('test_call.fields.keys')} value={keys} onChange={(event) => setKeys(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'where-keys' } }} />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }} data-testid="where-run">
          {translate('test_call.actions.run')}
        </Button>
      </Box>
      {answer.isPending ? <CircularProgress size={24} aria-label={translate('test_call.path.checking')} /> : null}
      {answer.error ? <Alert severity="error">{messageText(failureOf(answer.error).message)}</Alert> : null}
      {answer.data && !answer.isPending ? <TracePath trace={answer.data.trace} name={name} /> : null}
    </>
  );
}
