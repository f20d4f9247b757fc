import { describe, expect, it } from 'vitest';
import { actsOn, orderForCategory } from '../src/index.ts';
import { AUX, HFO, ME, MGO, tech } from './builders.ts';

const names = (list: { technology: { name: string } }[]) => list.map((t) => t.technology.name);

describe('orderForCategory', () => {
  const a = tech(1, 'Alpha');
  const b = tech(2, 'Bravo');
  const c = tech(3, 'charlie');
  const d = tech(4, 'Delta');

  it('applies the listed technologies by calculationSequence, whatever the input order', () => {
    const orders = [
      {
        consumptionCategory: ME,
        technologies: [
          { technology: a.technology, calculationSequence: 2 },
          { technology: d.technology, calculationSequence: 0 },
          { technology: b.technology, calculationSequence: 1 },
        ],
      },
    ];
    expect(names(orderForCategory(ME, [a, b, d], orders))).toEqual(['Delta', 'Bravo', 'Alpha']);
  });

  it('puts the technologies missing from the list after it, by name (case-insensitive)', () => {
    const orders = [{ consumptionCategory: ME, technologies: [{ technology: d.technology, calculationSequence: 0 }] }];
    expect(names(orderForCategory(ME, [c, b, d, a], orders))).toEqual(['Delta', 'Alpha', 'Bravo', 'charlie']);
  });

  it("ignores other categories' lists", () => {
    const orders = [{ consumptionCategory: AUX, technologies: [{ technology: d.technology, calculationSequence: 0 }] }];
    expect(names(orderForCategory(ME, [d, b, a], orders))).toEqual(['Alpha', 'Bravo', 'Delta']);
  });

  it('breaks equal sequences by name', () => {
    const orders = [
      {
        consumptionCategory: ME,
        technologies: [
          { technology: b.technology, calculationSequence: 1 },
          { technology: a.technology, calculationSequence: 1 },
        ],
      },
    ];
    expect(names(orderForCategory(ME, [b, a], orders))).toEqual(['Alpha', 'Bravo']);
  });
});

describe('actsOn', () => {
  it('a percentage technology acts on every type of its categories only', () => {
    const t = tech(1, 'T', { consumptionCategories: [ME], savingsPct: 5 });
    expect(actsOn(t, ME, HFO)).toBe(true);
    expect(actsOn(t, ME, MGO)).toBe(true);
    expect(actsOn(t, AUX, HFO)).toBe(false);
  });

  it('a technology with a fixed MT saving acts only where it has one > 0', () => {
    const t = tech(1, 'T', {
      consumptionCategories: [ME, AUX],
      fixedSavings: [
        { consumptionCategory: ME, consumptionType: HFO, fixedSavingsInMt: 10 },
        { consumptionCategory: AUX, consumptionType: HFO, fixedSavingsInMt: 0 },
      ],
    });
    expect(actsOn(t, ME, HFO)).toBe(true);
    expect(actsOn(t, ME, MGO)).toBe(false);
    expect(actsOn(t, AUX, HFO)).toBe(false);
  });
});
