// PostCSS runs Tailwind CSS 4 over the app and the UI package's sources.
export default {
  plugins: { '@tailwindcss/postcss': {} },
};
