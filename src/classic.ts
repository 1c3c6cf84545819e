// The classic script (dist/ex-elements.js): registers every element, exposes window.exElements.
import './classic-start'; // first: it starts loads while the rest evaluates
import './elements';
import { exposeApi } from './api';

exposeApi();
