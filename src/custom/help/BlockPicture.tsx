import type { Picture, Shape } from '../../../core/help/blockPicture.ts';
import { PICTURE_MARGIN } from '../../../core/help/blockPicture.ts';

/** The designer's font on the page; the PDF draws the same shapes in Helvetica. */
const FONT = 'Roboto, Helvetica, Arial, sans-serif';

function ShapeView({ shape }: { shape: Shape }) {
  switch (shape.kind) {
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.radius} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />;
    case 'line':
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />;
    case 'icon':
      return (
        <g transform={`translate(${shape.x} ${shape.y}) scale(${shape.size / 24})`} fill={shape.fill}>
          {shape.paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      );
    case 'text':
      return (
        <text x={shape.x} y={shape.y} fontSize={shape.size} fontWeight={shape.bold ? 500 : 400} fill={shape.fill} textAnchor={shape.anchor} fontFamily={FONT}>
          {shape.text}
        </text>
      );
  }
}

/**
 * A block's picture (blockPicture.ts) as SVG, named for screen readers: the same shapes the
 * PDF draws. The handles stand out of the card, so the drawing has a margin around it.
 */
export function BlockPicture({ picture, label }: { picture: Picture; label: string }) {
  const m = PICTURE_MARGIN;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-m} ${-m} ${picture.width + 2 * m} ${picture.height + 2 * m}`}
      width={picture.width + 2 * m}
      height={picture.height + 2 * m}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      {picture.shapes.map((shape, i) => (
        <ShapeView key={i} shape={shape} />
      ))}
    </svg>
  );
}
