// The compiled templates: each artefact is there with the constructor the template form is built
// from, and its bytecode deploys to a real chain (an anvil started here on a free port).
import { ContractFactory, JsonRpcProvider, Network, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_DEV_KEY, freePort, startChain, type RunningChain } from '../../../scripts/serve/chains.mjs';
import { constructorInputs, templateKeys, templates } from './index';

const expectedConstructors: Record<(typeof templateKeys)[number], string[]> = {
  erc20: ['string', 'string', 'uint256'],
  erc721: ['string', 'string'],
  erc1155: ['string'],
  traceability: [],
  voting: ['string[]'],
  escrow: ['address', 'address'],
};

describe('template artefacts', () => {
  it.each(templateKeys)('%s has its constructor inputs, source and bytecode', (key) => {
    const artifact = templates[key];
    expect(constructorInputs(artifact).map((input) => input.type)).toEqual(expectedConstructors[key]);
    expect(artifact.source).toContain(`contract ${artifact.contractName}`);
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{200,}$/);
    expect(artifact.deployedBytecode).toMatch(/^0x[0-9a-f]{200,}$/);
    expect(artifact.compiler.version).toMatch(/^0\.8\./);
  });

  it('the project templates name their events and revert reasons', () => {
    const events = (key: keyof typeof templates) =>
      templates[key].abi.filter((item) => item.type === 'event').map((item) => item.name);
    expect(events('traceability')).toContain('Recorded');
    expect(events('voting')).toContain('Voted');
    expect(events('escrow')).toEqual(expect.arrayContaining(['Deposited', 'Released', 'Refunded']));
    expect(templates.voting.source).toContain('"already voted"');
  });
});

describe('deploying to anvil', () => {
  let chain: RunningChain;
  beforeAll(async () => {
    chain = await startChain({ chainId: 0x13881, port: await freePort() });
  }, 30_000);
  afterAll(async () => {
    await chain?.stop();
  });

  it('a deployed Voting contract has code at its address and counts a vote', async () => {
    // A Network of its own: ethers knows 0x13881 as Polygon's old test chain and would ask Polygon's
    // gas station for fees (Network.from(80001n) carries that plugin).
    const provider = new JsonRpcProvider(chain.url, undefined, {
      staticNetwork: new Network('ScOcc03001', 0x13881n),
      // No 250 ms answer cache: the vote right after the deployment must not reuse its nonce.
      cacheTimeout: -1,
    });
    const wallet = new Wallet(ANVIL_DEV_KEY, provider);
    const factory = new ContractFactory(templates.voting.abi, templates.voting.bytecode, wallet);
    const contract = await factory.deploy(['Tea', 'Coffee']);
    await contract.waitForDeployment();
    const address = await contract.getAddress();
    expect(await provider.getCode(address)).toBe(templates.voting.deployedBytecode);

    await (await contract.getFunction('vote')(1)).wait();
    expect(await contract.getFunction('winnerName')()).toBe('Coffee');
    await expect(contract.getFunction('vote').staticCall(0)).rejects.toThrow(/already voted/);
    provider.destroy();
  }, 30_000);
});
