import type { LargeRoot } from './types-large.ts';

// Word lists of the large dataset's grocery aisles: breakfast, drinks, snacks and frozen. Prices are
// 2026 wholesale prices in cents for a line's first pack. Order matters (ids follow it): append only.

export const SHOP_ROOTS: readonly LargeRoot[] = [
  {
    key: 'breakfast',
    name: 'Breakfast & spreads',
    shape: 'box',
    leaves: [
      {
        key: 'cereal',
        name: 'Cereal & porridge',
        products: 260,
        brands: 'grocery',
        packs: '1 kg = 1; 5 kg = 4.5; 6 × 1 kg = 5.6',
        variants: ['', 'with honey', 'high fibre'],
        lines:
          'Rolled oats 3299; Instant oats 3499; Sorghum porridge 3599; Bran flakes 4999; Corn flakes 4499; ' +
          'Muesli 6999; Wheat biscuits 4499; Creamy wheat porridge 3999; Puffed rice cereal 5499; Granola 7999',
      },
      {
        key: 'spreads',
        name: 'Jam, peanut butter & spreads',
        products: 220,
        brands: 'grocery',
        shape: 'jar',
        packs: '400 g = 1; 900 g = 2; 12 × 400 g = 11',
        variants: ['', 'reduced sugar', 'organic'],
        lines:
          'Smooth peanut butter 3999; Crunchy peanut butter 3999; Apricot jam 2999; Strawberry jam 3199; ' +
          'Mixed fruit jam 2799; Fig jam 3499; Golden syrup 3299; Honey 6999; Yeast extract 4999; ' +
          'Chocolate spread 4499',
      },
      {
        key: 'hotDrinks',
        name: 'Tea, coffee & hot drinks',
        products: 280,
        brands: 'grocery',
        shape: 'cup',
        packs: '250 g = 1; 1 kg = 3.6; 6 × 250 g = 5.6',
        variants: ['', 'decaf', 'strong'],
        lines:
          'Rooibos tea 3499; Black tea 3299; Green tea 4499; Instant coffee 8999; Filter coffee 6999; ' +
          'Coffee beans 8999; Chicory coffee blend 5499; Hot chocolate 4999; Malted drink 5999; ' +
          'Drinking chocolate 4999; Coffee creamer 3999; Honeybush tea 4299',
      },
    ],
  },
  {
    key: 'drinks',
    name: 'Cold drinks',
    shape: 'bottle',
    leaves: [
      {
        key: 'soft',
        name: 'Soft drinks',
        products: 260,
        brands: 'drinks',
        packs: '24 × 330 ml = 1; 6 × 2 l = 1.05; 12 × 500 ml = 0.75',
        variants: ['', 'sugar-free', 'zero'],
        lines:
          'Cola 21999; Cream soda 20999; Orange soda 20999; Lemonade 20999; Ginger beer 21999; Granadilla soda 20999; ' +
          'Pineapple soda 20999; Grape soda 20999; Apple soda 20999; Litchi soda 21999; Tonic water 22999; ' +
          'Soda water 17999; Lemon iced tea 22999; Peach iced tea 22999',
      },
      {
        key: 'juice',
        name: 'Juice & cordials',
        products: 240,
        brands: 'drinks',
        packs: '1 l = 1; 5 l = 4.3; 12 × 1 l = 11',
        variants: ['', 'no added sugar', 'with pulp'],
        lines:
          'Orange juice 2999; Apple juice 2899; Mango & orange juice 2999; Tropical juice 2999; Guava juice 2899; ' +
          'Red grape juice 3199; Cranberry juice 3499; Orange cordial 3999; Lemon cordial 3999; ' +
          'Cream soda cordial 3999; Passion fruit cordial 4299; Fruit punch 2799',
      },
      {
        key: 'water',
        name: 'Water',
        products: 80,
        brands: 'drinks',
        packs: '6 × 1.5 l = 1; 24 × 500 ml = 1.4; 5 l = 0.75',
        variants: ['', 'mineral'],
        lines:
          'Still spring water 4999; Sparkling water 5499; Lemon flavoured water 5999; ' +
          'Berry flavoured water 5999; Alkaline water 6999',
      },
    ],
  },
  {
    key: 'snacks',
    name: 'Snacks & sweets',
    shape: 'bag',
    leaves: [
      {
        key: 'chips',
        name: 'Chips & savoury snacks',
        products: 260,
        brands: 'snacks',
        packs: '125 g = 1; 36 × 30 g = 4.6; 12 × 125 g = 10',
        variants: ['', 'crinkle cut', 'lightly salted'],
        lines:
          'Salted potato chips 1999; Salt & vinegar chips 1999; Cheese & onion chips 1999; Tomato chips 1999; ' +
          'Cheese maize puffs 1299; Maize chips 1499; Butter popcorn 1599; Cheese curls 1399; Rice crackers 2499; ' +
          'Pretzels 2299; Nachos 2199; Salted peanuts 2499',
      },
      {
        key: 'sweets',
        name: 'Sweets & chocolate',
        products: 260,
        brands: 'snacks',
        packs: '125 g = 1; 1 kg = 6.8; 24 × 40 g = 5.5',
        variants: ['', 'sugar-free', 'mini'],
        lines:
          'Milk chocolate 2499; Dark chocolate 2799; Mint chocolate 2599; Fudge 2299; Toffees 1999; ' +
          'Jelly babies 1699; Wine gums 1799; Marshmallows 1899; Peppermints 1599; Nougat 2999; ' +
          'Chocolate éclairs 2199; Spearmint chewing gum 1499',
      },
      {
        key: 'biscuits',
        name: 'Biscuits & rusks',
        products: 240,
        brands: 'snacks',
        shape: 'box',
        packs: '200 g = 1; 1 kg = 4.3; 12 × 200 g = 10.5',
        variants: ['', 'wholewheat', 'family size'],
        lines:
          'Coconut biscuits 1899; Marie biscuits 1599; Shortbread 2499; Ginger nuts 1799; Cream crackers 1899; ' +
          'Salted crackers 1899; Choc-chip cookies 2499; Custard creams 1999; Buttermilk rusks 3999; ' +
          'Muesli rusks 4499; Boudoir biscuits 2299; Oat crunchies 2199',
      },
    ],
  },
  {
    key: 'frozen',
    name: 'Frozen',
    shape: 'box',
    leaves: [
      {
        key: 'frozenVeg',
        name: 'Frozen vegetables & chips',
        products: 120,
        brands: 'frozen',
        shape: 'bag',
        packs: '1 kg = 1; 2.5 kg = 2.3; 10 kg = 8.5',
        variants: ['', 'catering grade'],
        lines:
          'Frozen peas 3499; Frozen mixed vegetables 3299; Frozen sweetcorn 3499; Frozen green beans 3699; ' +
          'Frozen stir-fry mix 4299; Frozen spinach 3299; Oven chips 3999; Straight-cut chips 3799; ' +
          'Crinkle-cut chips 3799; Potato wedges 4299; Frozen butternut cubes 3499',
      },
      {
        key: 'frozenMeals',
        name: 'Frozen chicken, fish & pies',
        products: 140,
        brands: 'frozen',
        packs: '1 kg = 1; 2 kg = 1.9; 5 kg = 4.5',
        variants: ['', 'crumbed', 'spicy'],
        lines:
          'Frozen chicken portions 7499; Chicken nuggets 8999; Chicken burgers 8999; Hake fillets 10999; ' +
          'Fish fingers 8999; Hake portions 9999; Beef burgers 11999; Mini steak pies 12999; Beef samoosas 9999; ' +
          'Spring rolls 9499; Calamari rings 12999; Prawns 19999',
      },
    ],
  },
];
