import { describe, expect, it } from 'vitest';
import { addStyledIds } from '../../vite.styledIds';

const SOURCE = [
  "import styled, { css } from 'styled-components';",
  'const A = styled.div`color: red;`;',
  'const B = styled(Link)`color: blue;`;',
  'const C = styled(forward(X, (y) => y))`margin: 0;`;',
  'const notAComponent = styled.div;',
  'const D = theme.styled`x`;',
].join('\n');

describe('addStyledIds (vite.styledIds.ts)', () => {
  it('gives each styled component a component id from its file and place', () => {
    const out = addStyledIds(SOURCE, 'packages/ui/src/A.tsx');
    const ids = [...out.matchAll(/\.withConfig\(\{componentId:"(cp\w{7})"\}\)`/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(out).toContain('styled(forward(X, (y) => y)).withConfig(');
    expect(out).toContain('const notAComponent = styled.div;');
    expect(out).toContain('theme.styled`x`');
  });

  it('gives the same ids to the same file in every build, other ids to another file', () => {
    expect(addStyledIds(SOURCE, 'packages/ui/src/A.tsx')).toBe(addStyledIds(SOURCE, 'packages/ui/src/A.tsx'));
    expect(addStyledIds(SOURCE, 'packages/ui/src/B.tsx')).not.toBe(
      addStyledIds(SOURCE, 'packages/ui/src/A.tsx'),
    );
  });

  it('leaves files that do not import styled-components alone', () => {
    const code = 'const A = styled.div`x`;';
    expect(addStyledIds(code, 'a.ts')).toBe(code);
  });
});
