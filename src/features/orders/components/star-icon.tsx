/** A five-pointed star, filled when chosen; its button or label carries the name. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="star-icon"
      data-filled={filled ? 'true' : undefined}
      width="32"
      height="32"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.5 1.2 6.4L12 17.3l-5.7 3.1 1.2-6.4-4.7-4.5 6.4-.8z" />
    </svg>
  );
}
