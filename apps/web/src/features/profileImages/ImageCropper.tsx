import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '../../ui/Button';
import type { ProfileImageShape } from './imageKinds';

export interface ImageCropperProps {
  /** The chosen picture (an object URL). */
  src: string;
  shape: ProfileImageShape;
  /** Called with the crop in the picture's natural pixels. */
  onApply: (area: Area) => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Crops a chosen picture to a profile image's frame (react-easy-crop): drag or the arrow keys move it, the
 * wheel, a pinch or the Zoom slider zooms; 'Apply' hands back the crop. Fits a 360 px screen.
 */
export function ImageCropper({ src, shape, onApply, onCancel, busy = false }: ImageCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const zoomId = useId();
  return (
    <div className="flex flex-col gap-2" data-testid="image-cropper">
      <div className="relative h-56 w-full overflow-hidden rounded-lg bg-slate-900">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={shape.aspect}
          cropShape={shape.cropShape}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{
            role: 'group',
            'aria-label': `${shape.label} crop frame: arrow keys move the picture`,
          }}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={zoomId} className="text-sm font-medium text-slate-700">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="min-w-0 flex-1 accent-sky-600"
          data-testid="crop-zoom"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={() => area && onApply(area)}
          disabled={!area}
          loading={busy}
          loadingText="Uploading"
          data-testid="crop-apply"
        >
          Apply
        </Button>
      </div>
    </div>
  );
}
