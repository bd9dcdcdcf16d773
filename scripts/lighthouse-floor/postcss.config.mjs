// Stops Next's upward search for a PostCSS config here: the project's Tailwind setup is not the floor's.
const config = { plugins: {} };

export default config;
