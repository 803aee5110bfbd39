// A static re-export, so the bundler keeps only the provider: a dynamic import of the whole
// package would carry every export of TanStack Query into the chunk.
export { QueryClientProvider } from '@tanstack/react-query';
