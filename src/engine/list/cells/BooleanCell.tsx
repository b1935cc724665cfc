import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { useTranslate } from 'ra-core';

/** Yes as a green check, no as a quiet dash; both named for screen readers. */
export function BooleanCell({ value }: { value: unknown }) {
  const translate = useTranslate();
  const label = translate(value === true ? 'engine.boolean.true' : 'engine.boolean.false');
  return value === true ? (
    <CheckCircleRoundedIcon fontSize="small" color="success" titleAccess={label} sx={{ verticalAlign: 'middle' }} />
  ) : (
    <RemoveRoundedIcon fontSize="small" titleAccess={label} sx={{ verticalAlign: 'middle', color: 'text.disabled' }} />
  );
}
