import { feature } from '../shared/feature';
import { createSettingsImplementations } from './implementations';
import { settingsMachine } from './settings.machine';

/** The settings screen's machine: started by its screen, loaded with its chunk. */
export const settingsFeature = feature(settingsMachine, createSettingsImplementations);
