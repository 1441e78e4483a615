import { describe } from 'vitest';
import { playStories } from '../../internal/playStories';
import * as stories from './DateRangePicker.stories';

describe('DateRangePicker', () => playStories(stories));
