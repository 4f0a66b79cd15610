// Picks the panel painter from the config: Replicate when REPLICATE_API_TOKEN is set, else none (the
// built-in art draws every panel).
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { PanelPainter } from './panelPainter';
import { createReplicatePanelPainter } from './replicatePanelPainter';

export function selectPanelPainter(config: AppConfig, log: Logger): PanelPainter | null {
  if (!config.replicate) return null;
  log.info('book panels: painted by Replicate, built-in art where a panel fails');
  return createReplicatePanelPainter(config.replicate, log);
}
