import 'i18next';

// The site runs i18next with `returnNull: false`, so t() always returns a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
