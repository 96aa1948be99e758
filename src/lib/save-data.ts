/** The browser's data saver (Chromium's Save-Data, Lite mode): the shopper already said data is dear. */
export const browserSavesData = () =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
