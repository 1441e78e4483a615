import { describe } from 'vitest';
import { playStories } from '../../internal/playStories';
import * as stories from './SettingsPanel.stories';

describe('SettingsPanel', () => playStories(stories));
