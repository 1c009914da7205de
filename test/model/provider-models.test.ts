import { describe, expect, it } from 'vitest';
import { modelFamily, PRICE_TABLE, resolvePrice } from '../../src/model/prices.js';
import { bedrockModelId, providerPriceOverrides, vertexModelId } from '../../src/model/provider-models.js';

describe("each provider's model ids", () => {
  it('maps every model in the price table to a Bedrock inference profile and a Vertex id of the same family', () => {
    for (const name of Object.keys(PRICE_TABLE)) {
      const bedrock = bedrockModelId(name);
      expect(bedrock).toMatch(/^global\.anthropic\.claude-/);
      expect(modelFamily(bedrock)).toBe(name);
      expect(modelFamily(vertexModelId(name))).toBe(name);
    }
    expect(bedrockModelId('claude-sonnet-4-5')).toBe('global.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(bedrockModelId('claude-opus-4-6')).toBe('global.anthropic.claude-opus-4-6-v1');
    expect(vertexModelId('claude-sonnet-4-5')).toBe('claude-sonnet-4-5@20250929');
    expect(vertexModelId('claude-opus-5-5')).toBe('claude-opus-5-5');
  });

  it("takes a provider's own id as given", () => {
    for (const id of ['us.anthropic.claude-sonnet-4-5-20250929-v1:0', 'anthropic.claude-haiku-4-5-20251001-v1:0', 'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/abc123']) {
      expect(bedrockModelId(id)).toBe(id);
    }
    expect(vertexModelId('claude-sonnet-4-5@20260101')).toBe('claude-sonnet-4-5@20260101');
    expect(vertexModelId('claude-new-model-9')).toBe('claude-new-model-9');
  });

  it('prices a Bedrock id, a profile or an ARN by its family', () => {
    expect(modelFamily('eu.anthropic.claude-sonnet-4-5-20250929-v1:0')).toBe('claude-sonnet-4-5');
    expect(modelFamily('apac.anthropic.claude-opus-4-6-v1')).toBe('claude-opus-4-6');
    expect(modelFamily('arn:aws:bedrock:us-east-1:123:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0')).toBe('claude-haiku-4-5');
    expect(modelFamily('claude-opus-4-6@default')).toBe('claude-opus-4-6');
    expect(resolvePrice('global.anthropic.claude-opus-5-5').price).toEqual(PRICE_TABLE['claude-opus-5-5']);
    // An application inference profile names no model: the most expensive rates, with a warning.
    expect(resolvePrice('arn:aws:bedrock:us-east-1:123:application-inference-profile/abc123').family).toBeNull();
  });

  it('adds the regional premium to the family price, keeps a price the policy gives for the exact id', () => {
    const table = PRICE_TABLE['claude-sonnet-5-5']!;
    const regional = providerPriceOverrides('us.anthropic.claude-sonnet-5-5', true, undefined);
    expect(regional?.['us.anthropic.claude-sonnet-5-5']?.input).toBeCloseTo(table.input * 1.1, 12);
    expect(resolvePrice('us.anthropic.claude-sonnet-5-5', regional).price.output).toBeCloseTo(table.output * 1.1, 12);
    expect(providerPriceOverrides('global.anthropic.claude-sonnet-5-5', false, undefined)).toBeUndefined();
    const own = { input: 1, output: 2, cache_write_5m: 1, cache_write_1h: 2, cache_read: 0.1 };
    expect(providerPriceOverrides('us.anthropic.claude-sonnet-5-5', true, { 'us.anthropic.claude-sonnet-5-5': own })).toEqual({ 'us.anthropic.claude-sonnet-5-5': own });
    const family = providerPriceOverrides('us.anthropic.claude-sonnet-5-5', true, { 'claude-sonnet-5-5': own });
    expect(family?.['us.anthropic.claude-sonnet-5-5']?.output).toBeCloseTo(2.2, 12);
    expect(providerPriceOverrides('arn:aws:bedrock:us-east-1:1:application-inference-profile/x', true, undefined)).toBeUndefined();
  });
});
