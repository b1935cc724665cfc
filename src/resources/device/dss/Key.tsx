import { Box, Typography } from '@mui/material';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslate } from 'ra-core';
import type { LayoutButton } from '../deviceApi.ts';
import { keyId, type KeyRef } from './layout.ts';

const LAMP: Record<string, string> = { blf: 'success.main', toggle: 'warning.main', speed_dial: 'info.main' };

/**
 * One programmable key as on the phone: a lamp and the label beside it. A key takes a dropped
 * button; a button support set up is locked (it neither moves nor takes another). A click
 * opens the key's button (the way without a mouse drag; the keyboard drags too).
 */
export function Key({ at, button, onOpen }: { at: KeyRef; button?: LayoutButton; onOpen(): void }) {
  const translate = useTranslate();
  const id = keyId(at);
  const locked = Boolean(button?.manual);
  const { setNodeRef: dropRef, isOver } = useDroppable({ id, data: { at } });
  const { setNodeRef: dragRef, attributes, listeners, transform, isDragging } = useDraggable({ id: `btn:${id}`, data: { from: at }, disabled: !button || locked });
  const label = button ? button.label || button.name : translate('resources.dss_button.editor.empty_key', { position: at.position });
  return (
    <Box ref={dropRef} sx={{ borderRadius: 1, outline: isOver ? '2px solid' : 'none', outlineColor: 'primary.main' }}>
      <Box
        ref={dragRef}
        // Only a button that moves is a drag source: an empty or locked key stays a plain, clickable key.
        {...(button && !locked ? { ...attributes, ...listeners } : {})}
        role="button"
        tabIndex={0}
        aria-label={label}
        data-testid={`dss-key-${at.module}-${at.page}-${at.position}`}
        data-filled={button ? 'true' : 'false'}
        onClick={onOpen}
        onKeyDown={(e) => {
          listeners?.onKeyDown?.(e);
          if (e.key === 'Enter') onOpen();
        }}
        sx={{
          display: 'flex', alignItems: 'center', gap: 1, px: 1, height: 34, borderRadius: 1, cursor: button && !locked ? 'grab' : 'pointer',
          bgcolor: button ? 'grey.100' : 'transparent', border: '1px dashed', borderColor: button ? 'transparent' : 'grey.500',
          opacity: isDragging ? 0.4 : 1, transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
          position: 'relative', zIndex: isDragging ? 2 : 'auto', color: 'grey.900',
        }}
      >
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: button ? LAMP[button.type] : 'grey.400' }} />
        <Typography variant="body2" noWrap sx={{ flex: 1, color: button ? 'grey.900' : 'text.secondary' }}>{label}</Typography>
        {locked ? <LockRoundedIcon sx={{ fontSize: 14 }} titleAccess={translate('resources.dss_button.editor.manual')} /> : null}
      </Box>
    </Box>
  );
}
