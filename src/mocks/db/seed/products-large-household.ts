import type { LargeRoot } from './types-large.ts';

// Word lists of the large dataset's non-food departments: cleaning, personal care and catering
// supplies. Prices are 2026 wholesale prices in cents for a line's first pack. Order matters (ids
// follow it): append only.

export const HOUSEHOLD_ROOTS: readonly LargeRoot[] = [
  {
    key: 'cleaning',
    name: 'Cleaning & laundry',
    shape: 'bottle',
    leaves: [
      {
        key: 'dishwashing',
        name: 'Dishwashing',
        products: 160,
        brands: 'cleaning',
        packs: '750 ml = 1; 5 l = 5.2; 25 l = 22',
        variants: ['', 'concentrated', 'sensitive'],
        lines:
          'Lemon dishwashing liquid 2499; Apple dishwashing liquid 2499; Original dishwashing liquid 2399; ' +
          'Dishwashing paste 2999; Rinse aid 4499; Kitchen degreaser 3999; Dishwasher detergent 5999; ' +
          'Antibacterial dishwashing liquid 2799',
      },
      {
        key: 'laundry',
        name: 'Laundry',
        products: 200,
        brands: 'cleaning',
        shape: 'box',
        packs: '2 kg = 1; 5 kg = 2.4; 4 × 5 kg = 9.2',
        variants: ['', 'fresh scent', 'unscented'],
        lines:
          'Automatic washing powder 7999; Hand washing powder 5999; Twin tub washing powder 6999; ' +
          'Colour care washing powder 8299; Sensitive washing powder 8499; Stain remover powder 9999; ' +
          'Nappy soak 6999; Washing soda 3999; Oxygen bleach powder 8999',
      },
      {
        key: 'household',
        name: 'Household cleaners',
        products: 200,
        brands: 'cleaning',
        packs: '750 ml = 1; 5 l = 5.5; 25 l = 23',
        variants: ['', 'lavender', 'citrus'],
        lines:
          'All-purpose cleaner 2999; Floor cleaner 3499; Glass cleaner 2799; Pine gel 2499; Tile cleaner 3299; ' +
          'Oven cleaner 4999; Furniture polish 3999; Toilet cleaner 2999; Cream cleaner 2699; ' +
          'Carpet shampoo 4599; Stainless steel cleaner 4999',
      },
      {
        key: 'bleach',
        name: 'Bleach & disinfectant',
        products: 100,
        brands: 'cleaning',
        packs: '1.5 l = 1; 5 l = 2.9; 25 l = 13',
        variants: ['', 'lemon', 'extra strength'],
        lines:
          'Thick bleach 2999; Regular bleach 2299; Hand sanitiser 4999; Surface disinfectant 4499; ' +
          'Antiseptic liquid 5999; Pine disinfectant 3499; Mould remover 5499',
      },
    ],
  },
  {
    key: 'personal',
    name: 'Personal care',
    shape: 'brush',
    leaves: [
      {
        key: 'soap',
        name: 'Bar soap',
        products: 160,
        brands: 'personal',
        shape: 'box',
        packs: '6 × 175 g = 1; 48 × 175 g = 7.5',
        variants: ['', 'family', 'sensitive skin'],
        lines:
          'Original bath soap 4999; Aloe bath soap 4999; Antibacterial soap 5499; Glycerine soap 5299; ' +
          'Carbolic soap 3999; Oatmeal soap 5499; Goat milk soap 5999; Lemon bar soap 4599',
      },
      {
        key: 'paper',
        name: 'Toilet paper & tissues',
        products: 80,
        brands: 'personal',
        shape: 'box',
        packs: '9-pack = 1; 48-pack = 5.1',
        variants: ['', 'unscented', 'scented'],
        lines:
          '2-ply toilet paper 5999; 1-ply toilet paper 3999; 3-ply toilet paper 7999; Paper towels 4499; ' +
          'Facial tissues 2999; Serviettes 2499; Wet wipes 3999; Recycled toilet paper 4999',
      },
      {
        key: 'toiletries',
        name: 'Toiletries',
        products: 120,
        brands: 'personal',
        packs: '100 ml = 1; 12 × 100 ml = 10.5',
        variants: ['', 'for men', 'sensitive'],
        lines:
          'Fresh mint toothpaste 2999; Whitening toothpaste 3999; Sensitive toothpaste 4999; Mouthwash 5999; ' +
          'Shampoo 4499; Conditioner 4499; Body lotion 5499; Petroleum jelly 2999; Roll-on deodorant 3499; ' +
          'Hair food 3999',
      },
    ],
  },
  {
    key: 'catering',
    name: 'Catering & disposables',
    shape: 'box',
    leaves: [
      {
        key: 'disposables',
        name: 'Disposables & packaging',
        products: 160,
        brands: 'catering',
        packs: '100-pack = 1; 500-pack = 4.5; 1000-pack = 8.5',
        variants: ['', 'compostable', 'heavy duty'],
        lines:
          'Medium foil containers 8999; Take-away boxes 12999; Paper cups 8999; Plastic cutlery sets 9999; ' +
          'Paper plates 6999; Paper straws 3999; Sandwich wedges 10999; Sauce cups with lids 5999; ' +
          'Kraft paper bags 7999; Pizza boxes 24999',
      },
      {
        key: 'wraps',
        name: 'Foil, film & bags',
        products: 80,
        brands: 'catering',
        shape: 'bag',
        packs: '1 roll = 1; 6 rolls = 5.6',
        variants: ['', 'heavy duty', 'catering grade'],
        lines:
          'Aluminium foil 19999; Cling film 15999; Baking paper 8999; Black refuse bags 7999; Freezer bags 5999; ' +
          'Sandwich bags 4999; Heavy duty garbage bags 9999; Bin liners 6999',
      },
    ],
  },
];
