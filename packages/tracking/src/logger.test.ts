import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

function sink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('createLogger', () => {
  it('logs every level locally', () => {
    const console = sink();
    const logger = createLogger('local', console);
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e', 1);
    expect(console.debug).toHaveBeenCalledWith('[tracking] d');
    expect(console.info).toHaveBeenCalledOnce();
    expect(console.warn).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledWith('[tracking] e', 1);
  });

  it.each(['test', 'beta', 'production'] as const)('logs only errors on %s', (stage) => {
    const console = sink();
    const logger = createLogger(stage, console);
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(console.debug).not.toHaveBeenCalled();
    expect(console.info).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledOnce();
  });
});
