import { describe } from 'vitest';
import { playStories } from '../../internal/playStories';
import * as stories from './ErrorLog.stories';

describe('ErrorLog', () => playStories(stories));
