// Geocoder answers: the same text always means the same places.

export const search = (text: string) => ['geo', 'search', text] as const;
