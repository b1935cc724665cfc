import { memo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { BlockIcon } from '../canvas/BlockIcon.tsx';
import { BLOCK_DRAG_TYPE } from '../canvas/DesignerCanvas.tsx';
import { paletteKinds } from '../kinds.ts';

/**
 * The 16 block kinds (configuration-areas §3). A kind is dragged onto the canvas, or added from
 * the keyboard: Tab into the list, arrows (Home, End) to choose, Enter or Space adds it in the
 * middle of the view, selected so that its properties open.
 */
function PaletteView({ onAdd, disabled }: { onAdd(type: string): void; disabled?: boolean }) {
  const translate = useTranslate();
  const kinds = paletteKinds();
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLDivElement | null)[]>([]);

  const focus = (index: number) => {
    const next = (index + kinds.length) % kinds.length;
    setActive(next);
    items.current[next]?.focus();
  };
  const keyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: kinds.length - 1 };
    // Enter and Space are the button's own: they click it, which adds the block.
    if (event.key in moves) {
      event.preventDefault();
      focus(moves[event.key]);
    }
  };
  const dragStart = (event: DragEvent, type: string) => {
    event.dataTransfer.setData(BLOCK_DRAG_TYPE, type);
    event.dataTransfer.effectAllowed = 'copy';
  };

  return (
    <Box component="nav" aria-labelledby="cf-palette-title" sx={{ overflowY: 'auto', height: '100%' }}>
      <Typography id="cf-palette-title" variant="overline" sx={{ px: 2, display: 'block', pt: 1 }}>
        {translate('designer.palette.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block', pb: 1 }}>
        {translate('designer.palette.hint')}
      </Typography>
      <List dense disablePadding role="listbox" aria-labelledby="cf-palette-title" data-testid="cf-palette">
        {kinds.map((kind, index) => {
          const name = translate(`blocks.kinds.${kind.type}.name`);
          return (
            <ListItemButton
              key={kind.type}
              ref={(element: HTMLDivElement | null) => {
                items.current[index] = element;
              }}
              role="option"
              aria-selected={index === active}
              tabIndex={index === active ? 0 : -1}
              disabled={disabled}
              draggable={!disabled}
              onDragStart={(event) => dragStart(event, kind.type)}
              onKeyDown={(event) => keyDown(event, index)}
              onFocus={() => setActive(index)}
              onClick={() => onAdd(kind.type)}
              title={translate(`blocks.kinds.${kind.type}.description`, { _: '' })}
              data-block-type={kind.type}
              sx={{ cursor: 'grab' }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}><BlockIcon type={kind.type} fontSize="small" color="primary" /></ListItemIcon>
              <ListItemText primary={name} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

export const Palette = memo(PaletteView);
