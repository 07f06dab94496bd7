// Tailwind 4 reads its theme from CSS (`src/index.css`); this file holds the design tokens that
// the CSS pulls in with `@config`, so they can be read and reviewed in one place.
import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe7ff',
          200: '#bfd4ff',
          500: '#3b6cf6',
          600: '#2451e6',
          700: '#1c3fc4',
          800: '#1d379c',
          900: '#1d327b',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
