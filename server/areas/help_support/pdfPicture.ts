import type { Picture } from '../../../core/help/blockPicture.ts';

/**
 * Draws a block's picture (core/help/blockPicture.ts) with pdfkit's vector drawing, at
 * `scale`, its box's top left at x, y: the same shapes the page draws as SVG. The text cursor is
 * left where it was, so the flowing text around the picture is not moved by its labels.
 */
export function drawPicture(doc: PDFKit.PDFDocument, picture: Picture, x: number, y: number, scale: number) {
  const cursor = { x: doc.x, y: doc.y };
  doc.save().translate(x, y).scale(scale);
  for (const shape of picture.shapes) {
    switch (shape.kind) {
      case 'rect':
        doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.radius).lineWidth(shape.strokeWidth).fillAndStroke(shape.fill, shape.stroke);
        break;
      case 'line':
        doc.moveTo(shape.x1, shape.y1).lineTo(shape.x2, shape.y2).lineWidth(shape.strokeWidth).stroke(shape.stroke);
        break;
      case 'circle':
        doc.circle(shape.cx, shape.cy, shape.r).lineWidth(shape.strokeWidth).fillAndStroke(shape.fill, shape.stroke);
        break;
      case 'icon':
        doc.save().translate(shape.x, shape.y).scale(shape.size / 24);
        for (const d of shape.paths) doc.path(d).fill(shape.fill);
        doc.restore();
        break;
      case 'text': {
        doc.font(shape.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(shape.size).fillColor(shape.fill);
        const left = shape.anchor === 'end' ? shape.x - doc.widthOfString(shape.text) : shape.x;
        doc.text(shape.text, left, shape.y, { lineBreak: false, baseline: 'alphabetic' });
        break;
      }
    }
  }
  doc.restore();
  doc.x = cursor.x;
  doc.y = cursor.y;
}
