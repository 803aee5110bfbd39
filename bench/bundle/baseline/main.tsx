import { createRoot } from 'react-dom/client';

// The floor every route stands on: React and ReactDOM rendering one heading.
const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello</h1>);
