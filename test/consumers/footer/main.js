// (a) A site that shows one element: importing its entry registers it.
import 'exchange-elements/ex-footer';
