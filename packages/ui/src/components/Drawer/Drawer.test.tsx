import { describe } from 'vitest';
import { playStories } from '../../internal/playStories';
import * as stories from './Drawer.stories';

describe('Drawer', () => playStories(stories));
