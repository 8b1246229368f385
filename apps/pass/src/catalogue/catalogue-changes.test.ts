import { describe, expect, it } from 'vitest';
import { createCatalogueChanges, createLocalCatalogueChanges } from './catalogue-changes';

describe('createLocalCatalogueChanges', () => {
  it('tells every listener at once, and nobody after close', async () => {
    const changes = createLocalCatalogueChanges();
    const heard: string[] = [];
    changes.onChange(() => heard.push('a'));
    changes.onChange(() => heard.push('b'));
    changes.announce();
    expect(heard).toEqual(['a', 'b']);
    await changes.close();
    changes.announce();
    expect(heard).toEqual(['a', 'b']);
  });

  it('is what createCatalogueChanges gives without a Redis URL', () => {
    const changes = createCatalogueChanges(undefined, () => undefined);
    let heard = 0;
    changes.onChange(() => (heard += 1));
    changes.announce();
    expect(heard).toBe(1);
  });
});
