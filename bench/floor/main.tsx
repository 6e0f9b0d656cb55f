import { createRoot } from 'react-dom/client';

// The smallest React 19 page, built like the product: the floor its bundle size is measured against.
const root = document.getElementById('root');
if (root !== null) createRoot(root).render(<h1>Hello</h1>);
