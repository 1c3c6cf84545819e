// The classic script (dist/ex-elements.js): registers every element, exposes window.exElements.
import './elements';
import { exposeApi } from './api';

exposeApi();
