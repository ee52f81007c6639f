// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGallery } from '../../../src/client/features/products/product-gallery';

afterEach(cleanup);

const images = ['/images/products/border-spade.svg', '/images/products/digging-fork.svg', '/images/products/hand-trowel.svg'];

function renderGallery(list = images) {
  const view = render(<ProductGallery images={list} name="Border spade" />);
  const gallery = () => screen.getByRole('group', { name: 'Images of Border spade' });
  /** The large image: the first one, before the thumbnails. */
  const shown = () => gallery().querySelector('img')!.getAttribute('src');
  const thumbnail = (n: number) => within(gallery()).getByRole('button', { name: `Show image ${n} of ${list.length}` });
  return { ...view, gallery, shown, thumbnail };
}

describe('the purchase page gallery', () => {
  it('shows the cover first, with a labelled thumbnail for each image', () => {
    const { shown, thumbnail } = renderGallery();
    expect(shown()).toBe(images[0]);
    expect(thumbnail(1).getAttribute('aria-pressed')).toBe('true');
    expect(thumbnail(3).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('works from the keyboard: Tab to a thumbnail, arrows move the image and the focus, Home and End jump, Enter picks', async () => {
    const { shown, thumbnail } = renderGallery();
    const user = userEvent.setup();
    await user.tab(); // Previous image
    await user.tab(); // Next image
    await user.tab();
    expect(document.activeElement).toBe(thumbnail(1));

    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(images[1]);
    expect(document.activeElement).toBe(thumbnail(2));
    expect(thumbnail(2).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();

    await user.keyboard('{End}');
    expect(shown()).toBe(images[2]);
    await user.keyboard('{ArrowRight}'); // wraps to the first
    expect(shown()).toBe(images[0]);
    expect(document.activeElement).toBe(thumbnail(1));
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(images[2]);
    await user.keyboard('{Home}');
    expect(shown()).toBe(images[0]);

    await user.tab();
    expect(document.activeElement).toBe(thumbnail(2));
    await user.keyboard('{Enter}');
    expect(shown()).toBe(images[1]);
  });

  it('steps with the Previous and Next buttons', async () => {
    const { gallery, shown } = renderGallery();
    const user = userEvent.setup();
    await user.click(within(gallery()).getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe(images[1]);
    await user.click(within(gallery()).getByRole('button', { name: 'Previous image' }));
    await user.click(within(gallery()).getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe(images[2]);
  });

  it('follows a swipe on the large image, and ignores a tap', () => {
    const { gallery, shown } = renderGallery();
    // The large image is replaced on each change: find it again each time.
    const stage = () => gallery().querySelector('img')!;
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 200 });
    expect(shown()).toBe(images[1]);
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerUp(stage(), { clientX: 220 });
    expect(shown()).toBe(images[0]);
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerUp(stage(), { clientX: 110 });
    expect(shown()).toBe(images[0]);
  });

  it('shows a single image alone, with no gallery around it', () => {
    const { container } = render(<ProductGallery images={[images[0]!]} name="Border spade" />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(images[0]);
  });
});
