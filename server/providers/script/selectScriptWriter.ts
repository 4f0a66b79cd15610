// Chooses the script writer from the config: Claude when a key is set (the built-in writer finishes what it
// cannot write), else the built-in writer.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import { createAnthropicScriptWriter } from './anthropicScriptWriter';
import { localScriptWriter } from './localScriptWriter';
import type { ScriptWriterProvider } from './scriptWriter';

export function selectScriptWriter(config: AppConfig, log: Logger): ScriptWriterProvider {
  return config.anthropic ? createAnthropicScriptWriter(config.anthropic, log) : localScriptWriter;
}
