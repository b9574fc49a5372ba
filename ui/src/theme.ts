/**
 * Dark and light themes: CSS variables keyed on `data-theme` of <html>; the choice is remembered.
 */
import { useEffect, useState } from 'react';

/** A console theme. */
export type Theme = 'dark' | 'light';

const STORAGE = 'pluck.theme';

function initialTheme(): Theme {
  const saved = localStorage.getItem(STORAGE);
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** The theme in use and a toggle. */
export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const toggle = () =>
    setTheme((t) => {
      const next = t === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORAGE, next);
      return next;
    });
  return [theme, toggle];
}
