import { Box, Chip } from '@mui/material';
import { useDraggable } from '@dnd-kit/core';
import { useTranslate } from 'ra-core';
import { BUTTON_TYPES, type ButtonType } from './ButtonDialog.tsx';

function NewButton({ type, disabled }: { type: ButtonType; disabled: boolean }) {
  const translate = useTranslate();
  const { setNodeRef, attributes, listeners, transform, isDragging } = useDraggable({ id: `new:${type}`, data: { type }, disabled });
  return (
    <Chip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid={`dss-new-${type}`}
      label={translate(`resources.dss_button.values.type.${type}`)}
      disabled={disabled}
      sx={{ cursor: 'grab', transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, zIndex: isDragging ? 10 : 'auto', position: 'relative' }}
    />
  );
}

/** New buttons to drag onto a key, one per kind; none while every key is taken. */
export function Palette({ full }: { full: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {BUTTON_TYPES.map((t) => <NewButton key={t} type={t} disabled={full} />)}
    </Box>
  );
}
