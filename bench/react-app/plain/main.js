// The site alone: a React 19 root (bench/react-app-size.mjs weighs it against ../elements).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(createElement('main', null, 'A React site'));
