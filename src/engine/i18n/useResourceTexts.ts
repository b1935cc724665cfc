import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { namesOf, resourceName } from './keys.ts';

/**
 * The words an area's pages use for its records, from resources.<resource> in the locales;
 * each has a generic fallback, so a resource without its own sentences still reads well.
 */
export function useResourceTexts(resource: string) {
  const translate = useTranslate();
  return useMemo(() => {
    const one = translate(resourceName(resource), { smart_count: 1, _: resource });
    const many = namesOf(translate, resource);
    const own = (key: string, fallback: string, args: Record<string, unknown> = {}) =>
      translate(`resources.${resource}.${key}`, { ...args, _: translate(fallback, { ...args, name: one, names: many }) });
    return {
      one,
      many,
      title: many,
      create: own('actions.create', 'engine.actions.create_generic'),
      newTitle: own('page.create', 'engine.page.create_generic'),
      emptyTitle: own('empty.title', 'engine.empty.title_generic'),
      emptyText: own('empty.text', 'engine.empty.text_generic'),
    };
  }, [resource, translate]);
}
