import { describe } from 'vitest';
import { playStories } from '../../internal/playStories';
import * as stories from './Sidebar.stories';

describe('Sidebar', () => playStories(stories));
