import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mean, median } from '../src/stats.js';

test('mean of a few numbers', () => {
  assert.equal(mean([2, 4, 6]), 4);
});

test('mean of one number is that number', () => {
  assert.equal(mean([7]), 7);
});

test('median of odd and even lists', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});
