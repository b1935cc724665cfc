import { IconButton, Tooltip } from '@mui/material';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import { useNotify, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import { mappedErrorOf } from '../../dataProvider/dataProvider.ts';
import { useWriteAccess } from '../../engine/form/useWriteAccess.ts';

/**
 * A toggle's favourite star: a click stars or unstars it (the favourites filter finds the starred
 * ones). Only who may change the toggle may star it, so others see the star without a button.
 */
export function FavouriteStar({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const access = useWriteAccess('toggle');
  const [update, { isPending }] = useUpdate();
  const starred = record.favourite === true;
  const label = translate(starred ? 'resources.toggle.actions.unstar' : 'resources.toggle.actions.star');
  const icon = starred ? <StarRoundedIcon sx={{ color: 'warning.main' }} /> : <StarBorderRoundedIcon />;
  if (access.changeable(record) !== 'all') {
    return starred ? <StarRoundedIcon aria-label={translate('resources.toggle.fields.favourite')} sx={{ color: 'warning.main', m: 1 }} /> : null;
  }
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={starred}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          update(
            'toggle',
            { id: record.id, data: { ...record, favourite: !starred }, previousData: record },
            {
              mutationMode: 'pessimistic',
              onError: (error) => {
                const mapped = mappedErrorOf(error);
                notify(mapped?.message.key ?? 'errors.unknown', { type: 'error', messageArgs: mapped?.message.args });
              },
            },
          );
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
