import { useCallback, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import DragIndicatorRoundedIcon from '@mui/icons-material/DragIndicatorRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslate } from 'ra-core';
import { WidgetControls } from './WidgetCard.tsx';

/**
 * One place of the dashboard's grid, holding one widget: a drop target for the others, and the
 * widget draggable by its handle (mouse, touch, or the keyboard: Space, the arrows, Space) with
 * a button to remove it. A wide widget spans two columns where there are two or more.
 */
export function WidgetSlot({ id, title, wide, onRemove, children }: { id: string; title: string; wide: boolean; onRemove: () => void; children: ReactNode }) {
  const translate = useTranslate();
  const { setNodeRef: dropRef, isOver } = useDroppable({ id });
  const { setNodeRef: dragRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({ id });
  // One stable ref for both roles: a new function each render would detach and attach the node again.
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      dropRef(node);
      dragRef(node);
    },
    [dropRef, dragRef],
  );
  const controls = (
    <>
      <Tooltip title={translate('dashboard.layout.move', { widget: title })}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={translate('dashboard.layout.move', { widget: title })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('dashboard.layout.remove', { widget: title })}>
        <IconButton size="small" onClick={onRemove} aria-label={translate('dashboard.layout.remove', { widget: title })}>
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
  return (
    <Box
      ref={setNode}
      data-slot={id}
      sx={{
        gridColumn: { xs: 'span 1', md: wide ? 'span 2' : 'span 1' },
        minWidth: 0,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
        outline: isOver && !isDragging ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <WidgetControls value={controls}>{children}</WidgetControls>
    </Box>
  );
}
