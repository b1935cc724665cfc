import { Link, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import type { Identifier } from 'ra-core';
import { useReferenceLabels } from '../../widgets/ReferenceWidget/useReferenceLabels.ts';
import { screenPathOf } from '../../routes/screens.ts';
import { Empty } from './TextCell.tsx';

/**
 * A referenced record by its label, linked to its edit page when its area has screens. The
 * references of a whole page are fetched together, each record once (useReferenceLabels).
 */
export function ReferenceCell({ resource, value, inLink }: { resource: string; value: unknown; inLink?: boolean }) {
  const ids = value === null || value === undefined || value === '' ? [] : [value as Identifier];
  const { labels, isPending } = useReferenceLabels(resource, ids);
  if (!ids.length) return <Empty />;
  if (isPending) return <Skeleton variant="text" width={80} />;
  const known = labels.get(String(ids[0]));
  // A record the reader may not read is not answered: said so, with no link that would fail.
  if (known === undefined) return <NotVisible />;
  const label = known || `#${String(ids[0])}`;
  const to = screenPathOf(resource, ids[0]);
  const text = (
    <span title={label} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}>
      {label}
    </span>
  );
  // A link inside the record's link (call forwarding's extension naming a stacked record) would
  // leave the outer one without a name of its own (axe link-name): the text alone there.
  return to && !inLink ? (
    <Link component={RouterLink} to={to} underline="hover" onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  ) : (
    text
  );
}

function NotVisible() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {translate('engine.list.not_visible')}
    </Typography>
  );
}

/** Several referenced records, by their labels. */
export function ReferencesCell({ resource, value }: { resource: string; value: unknown }) {
  const translate = useTranslate();
  const ids = Array.isArray(value) ? (value as Identifier[]) : [];
  const { labels, isPending } = useReferenceLabels(resource, ids);
  if (!ids.length) return <Empty />;
  if (isPending) return <Skeleton variant="text" width={100} />;
  const text = ids.map((id) => labels.get(String(id)) ?? translate('engine.list.not_visible')).join(', ');
  return (
    <span title={text} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}>
      {text}
    </span>
  );
}
