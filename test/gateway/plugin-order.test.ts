/**
 * The gateway's plugins run in named phases (src/gateway/yoga.ts), and their order matters: a plugin that
 * stops execution skips the onExecute hooks of the plugins after it, the upload parser must sit inside the
 * body limit, the compiled executor must come after everything that may stop or replace execution. This
 * pins the order, so a change to it is a decision made in review, not an accident.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';
import { createLogger } from '../../src/logger.js';

// No request is sent: the upstream URL only has to be well formed.
const gateway = createGateway(testConfig('http://127.0.0.1:9/v1'), { logger: createLogger('silent') });
afterAll(() => gateway.dispose());

describe('plugin phases', () => {
  it('are edge, admission, execution and delivery, each in a fixed order', () => {
    expect(gateway.pluginPhases).toEqual({
      edge: [
        'useRequestId',
        'useErrorCodes',
        'useHealth',
        'useGraphiQLAssets',
        'useCompression',
        'useHttpCaching',
        'usePersisted',
        'useMetrics',
        'useUsage',
        'useCsrf',
        'useUploadLimit',
        'useBodyLimit',
        'useWebhooks',
        'usePeers',
        'useSseSingleConnection',
      ],
      admission: ['useArmor', 'useRootFields', 'useIntrospection'],
      execution: [
        'useOperationScope',
        'useAuthFailure',
        'useCost',
        'usePublicAnswers',
        'useAnswerCache',
        'useDeferStream',
        'useCompiledQueries',
        'useFairExecution',
        'useLiveQueries',
      ],
      delivery: ['useEventIds'],
    });
  });

  it('keep the orderings the plugins depend on', () => {
    const order = Object.values(gateway.pluginPhases).flat();
    const runsBefore = (a: string, b: string) => expect(order.indexOf(a), `${a} before ${b}`).toBeLessThan(order.indexOf(b));
    runsBefore('useUploadLimit', 'useBodyLimit');
    // usePublicAnswers stops execution for public operations: whatever adds to every result comes first.
    runsBefore('useCost', 'usePublicAnswers');
    runsBefore('useMetrics', 'usePublicAnswers');
    runsBefore('useRequestId', 'usePublicAnswers');
    // A whole answer from the cache still reports its cost, and skips the executor.
    runsBefore('useCost', 'useAnswerCache');
    // A stranger is refused (401) before its operation is priced or refused for its cost.
    runsBefore('useAuthFailure', 'useCost');
    runsBefore('useOperationScope', 'useAnswerCache');
    // The compiled executor is chosen after everything that may stop or replace the execution.
    const executors = order.filter((name) => !['useEventIds', 'useFairExecution', 'useLiveQueries'].includes(name));
    expect(executors.at(-1)).toBe('useCompiledQueries');
    // The execution slots wrap the executor it chose; a whole answer from the cache never waits for a slot.
    runsBefore('useCompiledQueries', 'useFairExecution');
    runsBefore('useAnswerCache', 'useFairExecution');
  });
});
