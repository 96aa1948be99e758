import { describe, expect, it } from 'vitest';
import { categoryFirstRow, tilePicture } from '../../../src/features/catalog/tile-picture';

const at = (name: string) => `https://cdn.example.co.za/img/${name}`;

describe('tilePicture', () => {
  it('offers the 600px variant beside a 300px catalogue image, for dense screens only', () => {
    expect(tilePicture(at('oats-300.jpg?v=2'))).toEqual({
      src: at('oats-300.jpg?v=2'),
      srcSet: `${at('oats-300.jpg?v=2')} 300w, ${at('oats-600.jpg?v=2')} 600w`,
      sizes: '(min-width: 720px) 170px, 50vw',
    });
  });

  it('takes a large variant the catalogue names, and shows other images as they are', () => {
    expect(tilePicture(at('oats.png'), at('oats-big.png'))?.srcSet).toBe(
      `${at('oats.png')} 300w, ${at('oats-big.png')} 600w`,
    );
    expect(tilePicture(at('oats.png'))).toEqual({ src: at('oats.png') });
  });

  it('shows no picture for a missing or unsafe address, and no unsafe large variant', () => {
    expect(tilePicture(null)).toBeNull();
    expect(tilePicture('javascript:alert(1)')).toBeNull();
    expect(tilePicture(at('oats.png'), 'http://evil.example/oats.png')).toEqual({ src: at('oats.png') });
  });
});

describe('categoryFirstRow', () => {
  const pictured = (...names: (string | null)[]) => names.map((name) => ({ image_url: name && at(name) }));

  it("is the first two sub-categories' pictures when the category has sub-categories", () => {
    const row = categoryFirstRow({
      categories: pictured('rice-300.jpg', 'beans.jpg', 'flour-300.jpg'),
      products: pictured('basmati-300.jpg'),
    });
    expect(row.map((picture) => picture?.src)).toEqual([at('rice-300.jpg'), at('beans.jpg')]);
  });

  it("is the first two products' pictures in a category without sub-categories", () => {
    const row = categoryFirstRow({
      categories: [],
      products: pictured(null, 'jasmine-300.jpg', 'brown.jpg'),
    });
    expect(row).toEqual([null, tilePicture(at('jasmine-300.jpg'))]);
  });

  it('is empty for an empty category', () => {
    expect(categoryFirstRow({ categories: [], products: [] })).toEqual([]);
  });
});
