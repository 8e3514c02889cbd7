/** What the free form promises under its button; the privacy page quotes it and backs it. */
export const freeSignupPrivacyPromise =
  'We use your details only to calculate your chart and send your summary. No spam, and you can ask us to delete them at any time.';
