import type { Area } from 'react-easy-crop';
import { avatarSide, type AvatarType } from '../../../../core/domain/avatar.ts';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image could not be read'));
    image.src = url;
  });
}

/**
 * Draws the chosen square of the image at its own resolution (at most 2000 by 2000) and
 * encodes it in the type it came in, so a PNG keeps its transparency.
 */
export async function cropImage(url: string, area: Area, type: AvatarType): Promise<Blob> {
  const image = await loadImage(url);
  const side = avatarSide(area.width, area.height);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the image could not be encoded'))), type, 0.92);
  });
}
