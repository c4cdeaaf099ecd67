/** A crop of a picture in its natural pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads a picture from a URL (an object URL of the chosen file). @throws {Error} when it cannot be decoded */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image cannot be read'));
    image.src = src;
  });
}

/**
 * Draws `area` of `image` scaled to `width`×`height` on a canvas and encodes it: WebP where the browser
 * writes it, JPEG otherwise (quality 0.9). Source: issue 16 "avatars and cover images are uploaded and cropped".
 * @throws {Error} when the browser cannot encode the canvas
 */
export async function renderCrop(
  image: CanvasImageSource,
  area: CropArea,
  width: number,
  height: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  const blob = (await encode('image/webp')) ?? (await encode('image/jpeg'));
  if (!blob || blob.size === 0) throw new Error('The image cannot be encoded');
  // Browsers without a WebP encoder answer a PNG for 'image/webp': keep it only when it is what was asked.
  if (blob.type === 'image/webp' || blob.type === 'image/jpeg') return blob;
  return (await encode('image/jpeg')) ?? blob;
}
