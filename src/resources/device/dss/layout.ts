import type { LayoutButton } from '../deviceApi.ts';

/** A key of the device: unit 0 is the phone itself, 1 and up its expansion modules. */
export interface KeyRef {
  module: number;
  page: number;
  position: number;
}

export const keyId = (k: KeyRef) => `key:${k.module}:${k.page}:${k.position}`;

export function keyOf(id: string): KeyRef | undefined {
  const m = /^key:(\d+):(\d+):(\d+)$/.exec(id);
  return m ? { module: Number(m[1]), page: Number(m[2]), position: Number(m[3]) } : undefined;
}

export const onKey = (b: LayoutButton, k: KeyRef) => (b.module ?? 0) === k.module && (b.page ?? 1) === k.page && b.position === k.position;

export const buttonOn = (layout: LayoutButton[], k: KeyRef) => layout.find((b) => onKey(b, k));

/** The layout with the button on `from` moved to `to`, and whatever was on `to` moved to `from`. */
export function swap(layout: LayoutButton[], from: KeyRef, to: KeyRef): LayoutButton[] {
  return layout.map((b) => (onKey(b, from) ? { ...b, ...to } : onKey(b, to) ? { ...b, ...from } : b));
}

/** The layout with `button` on its key, replacing what was there. */
export function place(layout: LayoutButton[], button: LayoutButton): LayoutButton[] {
  const at = { module: button.module ?? 0, page: button.page ?? 1, position: button.position };
  return [...layout.filter((b) => !onKey(b, at)), button];
}

export const removeFrom = (layout: LayoutButton[], k: KeyRef) => layout.filter((b) => !onKey(b, k));
