import type { LargeRoot } from './types-large.ts';

// Word lists of the large dataset's fresh departments. A 'Loose' pack is sold by weight (per kg) and
// always comes first, so every product here has a weighed offer. Prices are 2026 wholesale prices
// in cents (per kg for 'Loose'). Order matters (ids follow it): append only.

export const FRESH_ROOTS: readonly LargeRoot[] = [
  {
    key: 'butchery',
    name: 'Butchery',
    shape: 'box',
    fresh: true,
    leaves: [
      {
        key: 'beef',
        name: 'Beef',
        products: 140,
        brands: 'meat',
        packs: 'Loose = 1; 5 kg = 4.6',
        variants: ['', 'grass-fed', 'matured'],
        lines:
          'Beef mince 11999; Rump steak 22999; Sirloin steak 24999; T-bone steak 21999; Beef stew 12999; ' +
          'Brisket 13999; Topside 15999; Silverside 15999; Beef short rib 15999; Oxtail 25999; Beef shin 12999; ' +
          'Beef fillet 34999; Chuck 13499; Tripe 5999',
      },
      {
        key: 'chicken',
        name: 'Chicken',
        products: 120,
        brands: 'meat',
        packs: 'Loose = 1; 5 kg = 4.5',
        variants: ['', 'free range', 'marinated'],
        lines:
          'Whole chicken 5999; Chicken breasts 10999; Chicken thighs 7999; Drumsticks 6999; Chicken wings 7499; ' +
          'Mixed chicken portions 6499; Chicken livers 4999; Chicken feet 2999; Gizzards 4499; ' +
          'Deboned thighs 9999; Chicken mince 8999; Chicken braai pack 7499',
      },
      {
        key: 'porkLamb',
        name: 'Pork & lamb',
        products: 100,
        brands: 'meat',
        packs: 'Loose = 1; 5 kg = 4.6',
        variants: ['', 'free range', 'marinated'],
        lines:
          'Pork chops 9999; Pork belly 11999; Pork ribs 12999; Pork shoulder 8999; Pork neck steaks 9999; ' +
          'Lamb chops 24999; Leg of lamb 21999; Lamb shoulder 18999; Lamb neck 16999; Lamb knuckles 13999; ' +
          'Mutton curry pieces 15999; Lamb ribs 17999',
      },
      {
        key: 'wors',
        name: 'Boerewors & sausages',
        products: 80,
        brands: 'meat',
        packs: 'Loose = 1; 5 kg = 4.5',
        variants: ['', 'spicy', 'garlic'],
        lines:
          'Traditional boerewors 10999; Beef wors 11499; Chicken wors 8999; Pork sausages 9999; Russians 8999; ' +
          'Cheese grillers 10499; Lamb sausages 12999; Droëwors 29999; Beef biltong 39999',
      },
    ],
  },
  {
    key: 'dairy',
    name: 'Dairy & deli',
    shape: 'cup',
    fresh: true,
    leaves: [
      {
        key: 'milk',
        name: 'Milk, cream & yoghurt',
        products: 120,
        brands: 'dairy',
        shape: 'bottle',
        packs: '1 l = 1; 6 × 1 l = 5.7; 2 l = 1.9',
        variants: ['', 'lactose-free'],
        lines:
          'Full cream long-life milk 1999; Low fat long-life milk 1999; Fat free long-life milk 1999; ' +
          'Fresh full cream milk 1899; Fresh low fat milk 1899; Buttermilk 2299; Maas 2499; Strawberry milk 1699; ' +
          'Chocolate milk 1699; Fresh cream 3999; Plain yoghurt 2999; Fruit yoghurt 2999',
      },
      {
        key: 'cheese',
        name: 'Cheese',
        products: 120,
        brands: 'dairy',
        packs: 'Loose = 1; 1 kg = 0.97; 2.5 kg = 2.4',
        variants: ['', 'mature', 'reduced fat'],
        lines:
          'Cheddar 13999; Gouda 13999; Mozzarella 12999; Edam 13499; Sweetmilk cheese 12999; Feta 14999; ' +
          'Hard grating cheese 29999; Mild white cheese 12499',
      },
      {
        key: 'butter',
        name: 'Butter & margarine',
        products: 80,
        brands: 'dairy',
        shape: 'box',
        packs: '500 g = 1; 1 kg = 1.95; 12 × 500 g = 11.2',
        variants: ['', 'lite', 'catering grade'],
        lines:
          'Salted butter 6499; Unsalted butter 6699; Tub margarine 3299; Brick margarine 3499; Ghee 8999',
      },
      {
        key: 'deli',
        name: 'Deli meats',
        products: 80,
        brands: 'meat',
        packs: 'Loose = 1; 1 kg = 1',
        variants: ['', 'smoked', 'lite'],
        lines:
          'Sliced ham 14999; Polony 6999; Salami 24999; Smoked chicken breast 16999; Pastrami 27999; ' +
          'Back bacon 13999; Streaky bacon 12999; Chicken polony 6499; Viennas 8999',
      },
    ],
  },
  {
    key: 'produce',
    name: 'Fresh produce',
    shape: 'leaf',
    fresh: true,
    leaves: [
      {
        key: 'vegetables',
        name: 'Vegetables',
        products: 80,
        brands: 'produce',
        packs: 'Loose = 1; 10 kg = 8.5',
        variants: ['', 'organic'],
        lines:
          'Potatoes 1499; Onions 1699; Tomatoes 2499; Carrots 1599; Butternut 1799; Cabbage 1299; ' +
          'Sweet potatoes 1999; Green peppers 4999; Beetroot 1699; Pumpkin 1499; Gem squash 2499; Spinach 3999',
      },
      {
        key: 'fruit',
        name: 'Fruit',
        products: 60,
        brands: 'produce',
        packs: 'Loose = 1; 10 kg = 8.5',
        variants: ['', 'organic'],
        lines:
          'Apples 2499; Oranges 1999; Bananas 2299; Pears 2699; Naartjies 2499; Lemons 2999; Grapes 4999; ' +
          'Avocados 5999; Mangoes 4499; Pineapples 2299',
      },
    ],
  },
];
