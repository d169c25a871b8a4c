import type { Names } from '#shared/api/catalogue.ts';
import { useFormat } from '#client/lib/use-format.ts';

/** A service's logo, or its initials on a tinted square when it has none (or the image fails offline). */
export function MerchantLogo({ image, name, size = 40 }: { image: string | null; name: Names; size?: number }) {
  const format = useFormat();
  // The initials of the name the reader sees, not of the Russian one.
  const initials = format
    .name(name)
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span className="ap-ws-logo" style={{ width: size, height: size }} aria-hidden="true">
      {image ? (
        <img
          src={image}
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
