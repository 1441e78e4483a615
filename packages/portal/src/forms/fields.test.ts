import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTitleRequest } from '@chainportal/api';
import { typedName } from './fields';

describe('typedName', () => {
  it('hands the endpoint ordinary parentheses for the full-width ones a customer typed', () => {
    const name = typedName(createTitleRequest.shape.name);
    expect(z.parse(name, '  北京链科技（集团）有限公司 ')).toBe('北京链科技(集团)有限公司');
    expect(z.parse(name, 'Chain Co. (Beijing)')).toBe('Chain Co. (Beijing)');
    expect(z.safeParse(name, '   ').success).toBe(false);
  });
});
