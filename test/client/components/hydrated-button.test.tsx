// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { HydratedButton } from '../../../src/client/components/hydrated-button';

afterEach(() => {
  document.body.innerHTML = '';
});

it("is disabled in the server's markup, enabled once hydrated, and leaves its owner unrendered again", async () => {
  let ownerRenders = 0;
  function Owner({ busy }: { busy: boolean }) {
    ownerRenders += 1;
    return <HydratedButton disabled={busy}>Add to cart</HydratedButton>;
  }
  const markup = renderToString(<Owner busy={false} />);
  expect(markup).toContain('disabled');
  ownerRenders = 0;
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const button = container.querySelector('button')!;
  expect(button.disabled).toBe(true);
  await act(async () => {
    hydrateRoot(container, <Owner busy={false} />);
  });
  expect(button.disabled).toBe(false);
  expect(button.type).toBe('button');
  // Only the leaf rendered again for the hydrated value: the owner (a card's cart and router hooks) once.
  expect(ownerRenders).toBe(1);
});

it('stays disabled once hydrated while its owner says so', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<HydratedButton disabled>Add to cart</HydratedButton>);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <HydratedButton disabled>Add to cart</HydratedButton>);
  });
  expect(container.querySelector('button')!.disabled).toBe(true);
});
