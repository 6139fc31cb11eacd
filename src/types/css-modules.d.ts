// CSS Modules: Gatsby exports each class as a named export (`import * as styles`).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
