import { useEffect, useState } from 'react';

/** The window's inner size, kept up to date on resize and rotation. */
export function useWindowSize(): { width: number; height: number } {
  const measure = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
