import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import DialpadRoundedIcon from '@mui/icons-material/DialpadRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import VoicemailRoundedIcon from '@mui/icons-material/VoicemailRounded';
import { useTranslate, type RaRecord } from 'ra-core';
import { valueLabel } from '../../engine/i18n/keys.ts';
import { PhoneCell } from '../../engine/list/cells/PhoneCell.tsx';
import { ReferenceCell } from '../../engine/list/cells/ReferenceCell.tsx';
import { Empty } from '../../engine/list/cells/TextCell.tsx';

/** The cases an extension's calls may be forwarded in (schemas/call_forwarding.schema.json). */
export const FORWARDING_CASES = ['always', 'busy', 'no_answer', 'unavailable'] as const;
export type ForwardingCase = (typeof FORWARDING_CASES)[number];

type Kind = 'extension' | 'number' | 'voicemail';

const ICONS = { extension: DialpadRoundedIcon, number: PhoneRoundedIcon, voicemail: VoicemailRoundedIcon } as const;

function targetOf(kind: Kind, value: unknown): ReactNode {
  switch (kind) {
    case 'extension':
      return <ReferenceCell resource="extension" value={value} />;
    case 'voicemail':
      return <ReferenceCell resource="voicemail_box" value={value} />;
    case 'number':
      return <PhoneCell value={value} />;
  }
}

/**
 * Where one case forwards to: the extension or voicemail box by its label (linked to it), or
 * the number, after an icon of the kind of target whose name a screen reader reads out and a
 * pointer shows (its title); for "when not answered" also after how many seconds.
 */
export function ForwardTargetCell({ record, which }: { record: RaRecord; which: ForwardingCase }) {
  const translate = useTranslate();
  const kind = record[which] as Kind | null | undefined;
  if (!kind || !(kind in ICONS)) return <Empty />;
  const Icon = ICONS[kind];
  const kindName = translate(valueLabel('call_forwarding', which, kind), { _: kind });
  const after = which === 'no_answer' && typeof record.no_answer_after === 'number' ? translate('resources.call_forwarding.after', { seconds: record.no_answer_after }) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }} data-forward-kind={kind}>
      {/* titleAccess: the icon is an image named by its kind (and its title shows on hover); MUI hides icons without it. */}
      <Icon fontSize="small" color="action" titleAccess={kindName} sx={{ flex: 'none' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>{targetOf(kind, record[`${which}_${kind}`])}</Box>
      {after ? (
        <Box component="span" sx={{ flex: 'none', color: 'text.secondary', fontSize: 13, whiteSpace: 'nowrap' }}>
          {after}
        </Box>
      ) : null}
    </Box>
  );
}
