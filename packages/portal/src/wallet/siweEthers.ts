/**
 * What siwe takes from ethers (its dist/ethersCompat.js reads `ethers.verifyMessage`, `hashMessage`
 * and `getAddress` from `require('ethers')`). vite.config.ts points siwe's `ethers` here, so the
 * bundle keeps these three functions instead of the whole library.
 */
import { getAddress, hashMessage, verifyMessage } from 'ethers';

export const ethers = { getAddress, hashMessage, verifyMessage };
