import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { isApiError } from '../../dataProvider/client.ts';
import { mapError } from '../../dataProvider/apiError.ts';
import { lookups } from '../../engine/data/lookups.ts';
import { toggleApi, type ToggleOption } from './toggleApi.ts';

/**
 * A toggle's options as one row of buttons, the active one pressed: one click makes another
 * option active (the server's activate call, which keeps exactly one active even when two
 * people click at once). Each button shows what to dial for it: ## and its shortcode.
 */
export function OptionSwitch({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useListContext();
  const [pending, setPending] = useState(false);
  const options = (record.options ?? []) as ToggleOption[];
  const active = options.find((option) => option.active)?.shortcode ?? null;

  async function activate(shortcode: number | null) {
    if (shortcode === null || shortcode === active || pending) return;
    setPending(true);
    try {
      const saved = await toggleApi.activate(Number(record.id), shortcode);
      const label = saved.options.find((option) => option.active)?.label ?? '';
      lookups.forget('toggle');
      notify('resources.toggle.switched', { type: 'success', messageArgs: { toggle: record.description, label } });
      await refetch();
    } catch (error) {
      const mapped = isApiError(error) ? mapError(error.status, error.body, error.retryAfter) : undefined;
      notify(mapped?.fields.shortcode?.key ?? mapped?.message.key ?? 'errors.unknown', { type: 'error', messageArgs: mapped?.fields.shortcode?.args ?? mapped?.message.args });
    } finally {
      setPending(false);
    }
  }

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={active}
      disabled={pending}
      onChange={(event, value: number | null) => {
        // The row opens the toggle on click; a switch is no visit.
        event.stopPropagation();
        void activate(value);
      }}
      aria-label={translate('resources.toggle.fields.options')}
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.shortcode}
          value={option.shortcode}
          aria-label={translate('resources.toggle.actions.switch', { label: option.label })}
          onClick={(event) => event.stopPropagation()}
          sx={{ textTransform: 'none', py: 0.25 }}
        >
          {option.label}
          <span style={{ opacity: 0.7, marginLeft: 6, fontSize: 12 }}>##{option.shortcode}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
