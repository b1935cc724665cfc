import { useMemo } from 'react';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslate } from 'ra-core';
import { keyOf } from './layout.ts';

/**
 * What a screen reader hears while a button is moved from the keyboard, in the reader's
 * language: dnd-kit's own instructions and announcements are English sentences about
 * "draggable items" and "droppable areas" by their internal ids ("key:0:1:2").
 */
export function useDragAnnouncements(): { screenReaderInstructions: ScreenReaderInstructions; announcements: Announcements } {
  const translate = useTranslate();
  return useMemo(() => {
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.dss_button.keyboard.${key}`, args);
    const position = (id: string | number) => keyOf(String(id))?.position;
    const over = (id: string | number | undefined) => (id === undefined ? t('outside') : t('over', { position: position(id) }));
    return {
      screenReaderInstructions: { draggable: t('instructions') },
      announcements: {
        onDragStart: ({ active }) => {
          const id = String(active.id);
          if (id.startsWith('new:')) return t('picked_new', { type: translate(`resources.dss_button.values.type.${id.slice(4)}`) });
          return t('picked', { position: position(id.slice(4)) });
        },
        onDragOver: ({ over: target }) => over(target?.id),
        onDragEnd: ({ over: target }) => (target ? t('dropped', { position: position(target.id) }) : t('cancelled')),
        onDragCancel: () => t('cancelled'),
      },
    };
  }, [translate]);
}
