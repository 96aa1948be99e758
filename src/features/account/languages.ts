// Each language is named in itself, so a shopper finds theirs whatever the page is shown in.
export const PROFILE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'af', label: 'Afrikaans' },
  { value: 'fr', label: 'Français' },
] as const;
