/** `value` when it is an object, else an empty one: untrusted JSON read field by field. */
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
