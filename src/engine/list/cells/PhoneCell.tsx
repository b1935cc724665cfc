import { formatPhoneNumber } from '../../../../core/domain/formats.ts';
import { Empty } from './TextCell.tsx';

/** A phone number written internationally with its leading plus (portal-overview §9). */
export function PhoneCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return <Empty />;
  return (
    <span dir="ltr" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatPhoneNumber(value)}
    </span>
  );
}
