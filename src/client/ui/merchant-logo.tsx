import { useDeferredValue } from 'react';
import type { Names } from '#shared/api/catalogue.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { afterFirstScreen } from '#client/pwa/first-screen.ts';
import './merchant-logo.css';

// Issue 12: at the start the logos' images are set in a render of their own after the commit that mounts the tiles,
// not in it: setting two dozen images' sources was the longest part of that commit. Later (a flow closed, another
// screen) they come with their tiles, from the cache, without a frame of blank squares.
let deferImages = true;
void afterFirstScreen().then(() => (deferImages = false));

/** A service's logo, or its initials on a tinted square when it has none (or the image fails offline). */
export function MerchantLogo({ image, name, size = 40 }: { image: string | null; name: Names; size?: number }) {
  const format = useFormat();
  const shownImage = useDeferredValue(image, deferImages ? null : image);
  // The initials of the name the reader sees, not of the Russian one.
  const initials = format
    .name(name)
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  // Until its image is set the square looks as it does while the image loads (blank), not as a logo-less one.
  const className = image && !shownImage ? 'ap-ws-logo ap-ws-logo--pending' : 'ap-ws-logo';
  return (
    <span className={className} style={{ width: size, height: size }} aria-hidden="true">
      {shownImage ? (
        <img
          src={shownImage}
          alt=""
          loading="lazy"
          onError={(event) => {
            event.currentTarget.style.display = 'none';
          }}
        />
      ) : null}
      <span className="ap-ws-logo__initials">{initials}</span>
    </span>
  );
}
