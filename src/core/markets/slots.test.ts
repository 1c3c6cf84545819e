import { expect } from '@open-wc/testing';
import { assignSlots } from './slots';

const slotsOf = (map: Map<string, number>, keys: string[]) => keys.map((k) => map.get(k));

describe('recycling slots', () => {
  it('a first window takes slots in order', () => {
    expect(slotsOf(assignSlots(new Map(), ['a', 'b', 'c']), ['a', 'b', 'c'])).to.deep.equal([0, 1, 2]);
  });

  it('rows still shown keep their slot; new rows take the freed ones, lowest first', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c', 'd']);
    // scrolled by two rows: c and d stay, e and f reuse the slots of a and b
    const scrolled = assignSlots(first, ['c', 'd', 'e', 'f']);
    expect(slotsOf(scrolled, ['c', 'd', 'e', 'f'])).to.deep.equal([2, 3, 0, 1]);
    // a keystroke reorders the rows: each keeps its slot whatever its new position
    const searched = assignSlots(scrolled, ['f', 'x', 'c']);
    expect(slotsOf(searched, ['f', 'x', 'c'])).to.deep.equal([1, 0, 2]);
  });

  it('a longer window adds slots after the used ones; every slot is distinct', () => {
    const first = assignSlots(new Map(), ['a', 'b']);
    const longer = assignSlots(first, ['b', 'c', 'd', 'e']);
    expect(slotsOf(longer, ['b', 'c', 'd', 'e'])).to.deep.equal([1, 0, 2, 3]);
    expect(new Set(longer.values()).size).to.equal(4);
  });
});
