import { describe } from 'vitest';
import { playStories } from '../../internal/playStories';
import * as stories from './TagBar.stories';

describe('TagBar', () => playStories(stories));
