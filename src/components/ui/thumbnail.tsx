interface Props {
  /** A URL already checked by safeUrl; null shows an empty box of the same size. */
  src: string | null;
  size: number;
  className: string;
}

/** A decorative list picture that never shifts the layout: the image, or a box its size. */
export function Thumbnail({ src, size, className }: Props) {
  if (!src) return <div className={className} aria-hidden="true" />;
  return (
    <img className={className} src={src} width={size} height={size} alt="" loading="lazy" decoding="async" />
  );
}
