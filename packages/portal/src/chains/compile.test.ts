// The self-built page's compile step, run in Node against npm solc (the same soljson.js the worker
// loads in the browser): diagnostics on their lines, then ABI and bytecode once the error is fixed.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { constructorInputsOf, positionOf, readCompilerOutput, standardInput } from './compile';

const require = createRequire(import.meta.url);
const solc = require('solc') as { compile(input: string): string; version(): string };

function compile(source: string) {
  return readCompilerOutput(solc.compile(standardInput(source)), source, solc.version());
}

const BROKEN = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;

    constructor(uint256 start) {
        count = start
    }

    function increment() public {
        count += 1;
    }
}
`;

const FIXED = BROKEN.replace('count = start\n', 'count = start;\n');

describe('compile', () => {
  it('places a syntax error on its line and gives no contract', () => {
    const result = compile(BROKEN);
    expect(result.contracts).toEqual([]);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    // solc reports the missing ';' where the next token starts: the closing brace on line 9.
    expect(errors[0]).toMatchObject({ type: 'ParserError', line: 9 });
    expect(errors[0]?.message).toMatch(/;/);
  });

  it('places a type error on the line of the offending expression', () => {
    const source = FIXED.replace('count += 1;', 'count += "one";');
    const [error] = compile(source).diagnostics;
    expect(error).toMatchObject({ severity: 'error', type: 'TypeError', line: 12 });
  });

  it('gives the ABI, the constructor inputs and the bytecode once fixed', () => {
    const result = compile(FIXED);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.version).toMatch(/^0\.8\./);
    expect(result.contracts.map((c) => c.name)).toEqual(['Counter']);
    const [counter] = result.contracts;
    expect(counter?.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/);
    expect(counter?.deployedBytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/);
    expect(constructorInputsOf(counter?.abi ?? [])).toEqual([
      expect.objectContaining({ name: 'start', type: 'uint256' }),
    ]);
  });

  it('lists every deployable contract of the file in its order, not interfaces', () => {
    const source = `${FIXED}
interface IThing { function thing() external; }
contract Second { function ping() external pure returns (uint8) { return 1; } }
`;
    expect(compile(source).contracts.map((c) => c.name)).toEqual(['Counter', 'Second']);
  });

  it('marks an import (not resolved on this page) on its line', () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
contract T {}
`;
    const [error] = compile(source).diagnostics;
    expect(error).toMatchObject({ severity: 'error', kind: 'import', line: 3, column: 1 });
  });

  it('keeps a warning with its line and still compiles', () => {
    const source = FIXED.replace(
      'function increment() public {',
      'function increment() public {\n        uint256 unused;',
    );
    const result = compile(source);
    expect(result.contracts).toHaveLength(1);
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', line: 12 }));
  });

  it('counts lines by UTF-8 bytes as solc does', () => {
    const source = '// 合约\nx';
    expect(positionOf(source, new TextEncoder().encode('// 合约\n').length)).toEqual({ line: 2, column: 1 });
  });
});
