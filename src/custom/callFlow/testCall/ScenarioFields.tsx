import { lazy, Suspense } from 'react';
import { Autocomplete, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Diagram } from '../../../../core/callFlow/types.ts';
import { blockNamer } from './labels.ts';
import { conditionsOf, dialledHelp, type KnownNumbers, type ScenarioForm } from './scenario.ts';

// The picker and date-fns are heavy: loaded when a test call is first opened.
const DateTimePicker = lazy(() => import('../../../engine/ui/DateTimePicker.tsx').then((m) => ({ default: m.DateTimePicker })));

export interface ScenarioFieldsProps {
  diagram: Diagram;
  form: ScenarioForm;
  onChange(form: ScenarioForm): void;
  /**
   * The group's numbers that route to this flow, offered as the dialled number; while they are
   * read, or when they could not be, nothing is said about them (issue 27: "no number routes
   * here" showed while one did).
   */
  numbers: KnownNumbers;
}

/**
 * What the tester chooses for a test call: who calls, which number, when, and for each block
 * whose outcome is not in the diagram (toggles, menus, queues, dials…) what happens there.
 */
export function ScenarioFields({ diagram, form, onChange, numbers }: ScenarioFieldsProps) {
  const translate = useTranslate();
  const name = blockNamer(diagram, translate);
  const conditions = conditionsOf(diagram);
  const set = <K extends keyof ScenarioForm>(key: K, value: ScenarioForm[K]) => onChange({ ...form, [key]: value });
  const setIn = <K extends 'toggles' | 'queue_full' | 'no_answer' | 'active_calls' | 'distribute'>(key: K, block: string, value: ScenarioForm[K][string]) =>
    onChange({ ...form, [key]: { ...form[key], [block]: value } });

  return (
    <Stack spacing={1.5} data-testid="test-call-scenario">
      <TextField
        size="small"
        label={translate('test_call.fields.caller')}
        helperText={translate('test_call.help.caller')}
        value={form.caller}
        onChange={(event) => set('caller', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 40, 'data-testid': 'test-call-caller' } }}
      />
      <Autocomplete
        freeSolo
        size="small"
        options={typeof numbers === 'string' ? [] : numbers.map((n) => n.did)}
        inputValue={form.dialled}
        onInputChange={(_event, value) => set('dialled', value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('test_call.fields.dialled')}
            helperText={translate(dialledHelp(numbers))}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode: 'tel', maxLength: 40, 'data-testid': 'test-call-dialled' } }}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }} data-testid="test-call-at">
          <Suspense fallback={<TextField size="small" fullWidth disabled label={translate('test_call.fields.at')} />}>
            <DateTimePicker label={translate('test_call.fields.at')} value={form.at} name="test-call-at" onChange={(value) => value && set('at', value)} />
          </Suspense>
        </Box>
        <Button sx={{ mt: 1 }} onClick={() => set('at', new Date())}>
          {translate('test_call.actions.now')}
        </Button>
      </Box>
      {conditions.menus.length ? (
        <TextField
          size="small"
          label={translate('test_call.fields.keys')}
          helperText={translate('test_call.help.keys')}
          value={form.keys}
          onChange={(event) => set('keys', event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'test-call-keys' } }}
        />
      ) : null}
      {conditions.toggles.map(({ block, options }) => (
        <TextField
          key={block.id}
          select
          size="small"
          label={translate('test_call.fields.toggle', { block: name(block.id) })}
          value={form.toggles[block.id] ?? 0}
          onChange={(event) => setIn('toggles', block.id, Number(event.target.value))}
        >
          {options.map((label, i) => (
            <MenuItem key={i} value={i}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {conditions.distributes
        .filter(({ routes }) => routes > 0)
        .map(({ block, routes }) => (
          <TextField
            key={block.id}
            select
            size="small"
            label={translate('test_call.fields.distribute', { block: name(block.id) })}
            value={form.distribute[block.id] ?? 0}
            onChange={(event) => setIn('distribute', block.id, Number(event.target.value))}
          >
            {Array.from({ length: routes }, (_, i) => (
              <MenuItem key={i} value={i}>
                {translate('test_call.fields.route', { n: i + 1 })}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {conditions.activeCalls.map((block) => (
        <TextField
          key={block.id}
          size="small"
          type="number"
          label={translate('test_call.fields.active_calls', { block: name(block.id) })}
          value={form.active_calls[block.id] ?? 0}
          onChange={(event) => setIn('active_calls', block.id, Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      ))}
      {conditions.queues.length || conditions.dials.length ? (
        <Box>
          {conditions.queues.map((block) => (
            <FormControlLabel
              key={block.id}
              sx={{ display: 'flex' }}
              control={<Switch size="small" checked={Boolean(form.queue_full[block.id])} onChange={(_e, on) => setIn('queue_full', block.id, on)} />}
              label={<Typography variant="body2">{translate('test_call.fields.queue_full', { block: name(block.id) })}</Typography>}
            />
          ))}
          {conditions.dials.map((block) => (
            <FormControlLabel
              key={block.id}
              sx={{ display: 'flex' }}
              control={<Switch size="small" checked={Boolean(form.no_answer[block.id])} onChange={(_e, on) => setIn('no_answer', block.id, on)} />}
              label={<Typography variant="body2">{translate('test_call.fields.no_answer', { block: name(block.id) })}</Typography>}
            />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
