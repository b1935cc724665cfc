import type { FieldInfo } from '../../schema/fields.ts';
import { BooleanCell } from './BooleanCell.tsx';
import { CountriesCell, CountryCell, DateCell, EnumCell, LanguageCell } from './LocalisedCells.tsx';
import { PhoneCell } from './PhoneCell.tsx';
import { ReferenceCell, ReferencesCell } from './ReferenceCell.tsx';
import { TextCell } from './TextCell.tsx';

/** A list cell drawn by what the field holds (fields.ts). */
/** `inLink`: the cell is drawn inside the record's own link (a stacked record's name), so it draws no link of its own. */
export function FieldCell({ resource, field, value, inLink }: { resource: string; field: FieldInfo; value: unknown; inLink?: boolean }) {
  switch (field.kind) {
    case 'phone':
      return <PhoneCell value={value} />;
    case 'boolean':
      return <BooleanCell value={value} />;
    case 'reference':
      return <ReferenceCell resource={field.reference!} value={value} inLink={inLink} />;
    case 'references':
      return <ReferencesCell resource={field.reference!} value={value} />;
    case 'enum':
      return <EnumCell resource={resource} field={field.name} value={value} />;
    case 'language':
      return <LanguageCell value={value} />;
    case 'country':
      return <CountryCell value={value} />;
    case 'countries':
      return <CountriesCell value={value} />;
    case 'date':
      return <DateCell value={value} withTime={false} />;
    case 'dateTime':
      return <DateCell value={value} withTime />;
    case 'list': {
      // A list of objects holding ids (a ring group's members): the records they name.
      const key = Object.entries(field.schema.items?.properties ?? {}).find(([, sub]) => sub['x-reference'])?.[0];
      const target = key ? field.schema.items?.properties?.[key]['x-reference']?.resource : undefined;
      if (key && target && Array.isArray(value)) {
        return <ReferencesCell resource={target} value={value.map((item) => (item as Record<string, unknown> | null)?.[key]).filter((id) => typeof id === 'number')} />;
      }
      return <TextCell value={Array.isArray(value) ? value.join(', ') : value} />;
    }
    case 'object':
      return <TextCell value={undefined} />;
    default:
      return <TextCell value={value} />;
  }
}

/** How wide a column of this kind is drawn, and whether it may be sorted on the server. */
export function columnStyle(field: FieldInfo): { width?: number | string; minWidth?: number; align?: 'center' | 'right'; sortable: boolean } {
  switch (field.kind) {
    case 'boolean':
      return { width: 150, align: 'center', sortable: true };
    case 'integer':
    case 'number':
      return { width: 110, sortable: true };
    case 'phone':
      return { width: 190, minWidth: 160, sortable: true };
    case 'language':
    case 'country':
      return { width: 160, sortable: true };
    case 'date':
    case 'dateTime':
      return { width: 180, sortable: true };
    // The server sorts references by id, which means nothing to the reader.
    case 'reference':
      return { minWidth: 140, sortable: false };
    case 'references':
    case 'countries':
    case 'list':
    case 'object':
      return { minWidth: 160, sortable: false };
    default:
      return { minWidth: 140, sortable: true };
  }
}
