import { expect, it } from 'vitest';
import * as ui from './index';

it('exports exactly the public API (update the snapshot only for an intended API change)', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});
