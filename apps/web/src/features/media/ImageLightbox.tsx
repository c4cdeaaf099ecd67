import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

export interface LightboxImage {
  src: string;
  alt?: string;
}

export interface ImageLightboxProps {
  images: LightboxImage[];
  /** The image shown first. */
  index?: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The image viewer (SPEC §2 "image lightbox"): a full-screen modal dialog (yet-another-react-lightbox) with
 * zoom by pinch, wheel, double-tap or its buttons (Zoom plugin), arrows and swipes between images, and
 * Escape, the close button, a pull down or a click on the backdrop to close; focus returns to the image
 * that opened it. Loaded on first use (its own chunk, with its styles).
 */
export default function ImageLightbox({ images, index = 0, open, onClose }: ImageLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map((image) => ({ src: image.src, alt: image.alt ?? '' }))}
      plugins={[Zoom]}
      carousel={{ finite: true }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      render={images.length > 1 ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
      labels={{ Lightbox: 'Image viewer' }}
    />
  );
}
