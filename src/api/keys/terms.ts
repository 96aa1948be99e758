// The deployment's terms of sale: one document per URL, the same whichever shop is chosen.

export const document = (url: string) => ['terms', url] as const;
