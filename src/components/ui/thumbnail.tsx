interface Props {
  /** A URL already checked by safeUrl; null shows an empty box of the same size. */
  src: string | null;
  size: number;
  className: string;
}

/**
 * A decorative list picture that never shifts the layout: the image, or a box its size. Never a
 * page's lead, so it is fetched at low priority even in view: on a slow link it waits for the
 * page's scripts, data and main picture rather than sharing the line with them.
 */
export function Thumbnail({ src, size, className }: Props) {
  if (!src) return <div className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      fetchPriority="low"
      decoding="async"
    />
  );
}
