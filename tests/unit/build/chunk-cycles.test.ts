import { describe, expect, it } from 'vitest';
import { importCycle } from '../../../build/chunk-cycles.ts';

describe('importCycle', () => {
  it('finds two chunks that import each other, through a third', () => {
    const imports = new Map([
      ['index.js', ['sign-in.js']],
      ['sign-in.js', ['framework.js', 'early.js']],
      ['early.js', ['sign-in.js']],
      ['framework.js', []],
    ]);
    expect(importCycle(imports)).toEqual(['sign-in.js', 'early.js', 'sign-in.js']);
  });

  it('accepts chunks that share a dependency without a loop', () => {
    const imports = new Map([
      ['index.js', ['a.js', 'b.js']],
      ['a.js', ['framework.js']],
      ['b.js', ['framework.js', 'a.js']],
      ['framework.js', []],
    ]);
    expect(importCycle(imports)).toBeNull();
  });
});
