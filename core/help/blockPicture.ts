/**
 * The picture of a block as the designer draws it (src/custom/callFlow/designer/canvas/
 * BlockNode.tsx and blockNode.css): a 220-wide card with its icon and name, the input on the
 * left (but for the start), and one named output per port on the right. One pure function gives
 * the shapes; the cheat sheet's page draws them as SVG (BlockPicture.tsx) and its PDF with
 * pdfkit (server/areas/help_support/pdfPicture.ts), so both show the same drawing.
 */

export interface PictureInput {
  /** The kind's name in the reader's language. */
  name: string;
  /** The kind's icon: SVG path data in a 24-unit box (the kind's block.ts `icon`). */
  icon: readonly string[];
  /** Whether a call comes in: every kind but the start. */
  hasInput: boolean;
  /** Its output ports, in order, with the text the designer shows beside each. */
  ports: readonly { id: string; label: string }[];
}

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; fill: string; stroke: string; strokeWidth: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; strokeWidth: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; stroke: string; strokeWidth: number }
  /** Paths in a 24-unit box, drawn `size` wide with its top left at x, y. */
  | { kind: 'icon'; x: number; y: number; size: number; paths: readonly string[]; fill: string }
  /** y is the baseline; `anchor: 'end'` puts the text's end at x. */
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; fill: string; anchor: 'start' | 'end' };

export interface Picture {
  width: number;
  height: number;
  shapes: Shape[];
}

/** blockNode.css's sizes and colours. */
const WIDTH = 220;
const PAD = 10;
const ICON = 20;
const NAME_SIZE = 13;
const NAME_LINE = 17.5;
const PORT_SIZE = 12;
const PORT_ROW = 20;
const HANDLE = 5;
const COLOURS = { paper: '#ffffff', border: '#c4c7cc', text: '#212121', secondary: '#666666', divider: '#e0e0e0', primary: '#1976d2' };

/**
 * The width of a text in a font of `size`, roughly: no font is at hand on the server or in a
 * pure function, and the name only needs to be broken before it runs out of the card. A
 * generous average, so it breaks a little early rather than overflow in either font.
 */
const widthOf = (text: string, size: number, bold: boolean) => text.length * size * (bold ? 0.6 : 0.55);

/** Words in lines of at most `width`; a word longer than a line is cut with an ellipsis. */
export function wrap(text: string, width: number, size: number, bold: boolean, maxLines = 2): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => fit(l, width, size, bold));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fit(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, width, size, bold);
  return kept.map((l) => fit(l, width, size, bold));
}

/** A line cut to `width` with an ellipsis, as the designer's CSS does. */
function fit(line: string, width: number, size: number, bold: boolean): string {
  if (widthOf(line, size, bold) <= width) return line;
  let cut = line;
  while (cut.length > 1 && widthOf(`${cut}…`, size, bold) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The shapes of one block's picture, in drawing order, in a box of width × height units. */
export function blockPicture({ name, icon, hasInput, ports }: PictureInput): Picture {
  const shapes: Shape[] = [];
  const nameX = PAD + ICON + 6;
  const nameLines = wrap(name, WIDTH - nameX - PAD, NAME_SIZE, true);
  const headHeight = Math.max(ICON + 12, 8 + nameLines.length * NAME_LINE);
  const portsTop = headHeight + 2;
  const height = ports.length ? portsTop + 4 + ports.length * PORT_ROW : headHeight + 4;

  shapes.push({ kind: 'rect', x: 0.5, y: 0.5, width: WIDTH - 1, height: height - 1, radius: 8, fill: COLOURS.paper, stroke: COLOURS.border, strokeWidth: 1 });
  shapes.push({ kind: 'icon', x: PAD, y: (headHeight - ICON) / 2 + 1, size: ICON, paths: icon, fill: COLOURS.primary });
  const firstBaseline = headHeight / 2 - ((nameLines.length - 1) * NAME_LINE) / 2 + NAME_SIZE * 0.36 + 1;
  nameLines.forEach((line, i) => {
    shapes.push({ kind: 'text', x: nameX, y: firstBaseline + i * NAME_LINE, text: line, size: NAME_SIZE, bold: true, fill: COLOURS.text, anchor: 'start' });
  });

  if (ports.length) {
    shapes.push({ kind: 'line', x1: 0.5, y1: portsTop, x2: WIDTH - 0.5, y2: portsTop, stroke: COLOURS.divider, strokeWidth: 1 });
    ports.forEach((port, i) => {
      const cy = portsTop + 2 + i * PORT_ROW + PORT_ROW / 2;
      const label = fit(port.label, WIDTH - PAD - 14 - 4, PORT_SIZE, false);
      shapes.push({ kind: 'text', x: WIDTH - 14, y: cy + PORT_SIZE * 0.36, text: label, size: PORT_SIZE, bold: false, fill: COLOURS.secondary, anchor: 'end' });
      shapes.push({ kind: 'circle', cx: WIDTH - 1, cy, r: HANDLE, fill: COLOURS.paper, stroke: COLOURS.primary, strokeWidth: 2 });
    });
  }
  // React Flow centres a Left handle on the node's height.
  if (hasInput) shapes.push({ kind: 'circle', cx: 1, cy: height / 2, r: HANDLE, fill: COLOURS.paper, stroke: COLOURS.primary, strokeWidth: 2 });
  return { width: WIDTH, height, shapes };
}

/** The margin a picture needs around its box: the handles stand out of the card by their radius and stroke. */
export const PICTURE_MARGIN = HANDLE + 2;
