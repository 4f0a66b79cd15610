// A Replicate config for tests that build a painter or cover provider by hand: the config's own price table
// and no ceilings unless a test sets them.
import { IMAGE_MODEL_PRICES, type AppConfig } from '../../server/config';

type ReplicateConfig = NonNullable<AppConfig['replicate']>;

export function replicateConfig(
  set: Partial<ReplicateConfig> & Pick<ReplicateConfig, 'model' | 'baseURL' | 'timeoutMs'>,
): ReplicateConfig {
  return {
    apiToken: 'test-token',
    panelModel: set.model,
    prices: IMAGE_MODEL_PRICES,
    bookLimitUsd: 0,
    dayLimitUsd: 0,
    accountDayShare: 1,
    ...set,
  };
}
