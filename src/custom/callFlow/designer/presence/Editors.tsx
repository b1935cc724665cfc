import { Chip, Tooltip } from '@mui/material';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import { useTranslate } from 'ra-core';
import type { Editor } from '../data/api.ts';

/** "Also editing: …": the others who have this flow open in the designer now. */
export function Editors({ editors }: { editors: Editor[] }) {
  const translate = useTranslate();
  if (!editors.length) return null;
  const names = editors.map((editor) => editor.name).join(', ');
  return (
    <Tooltip title={translate('designer.presence.hint')}>
      <Chip icon={<GroupRoundedIcon />} color="warning" variant="outlined" size="small" label={translate('designer.presence.others', { names, smart_count: editors.length })} data-testid="cf-editors" />
    </Tooltip>
  );
}
