import type { LargeRoot } from './types-large.ts';

// Word lists of the large dataset's dry-goods departments: staples, cooking and tins.
// Prices are 2026 wholesale prices in cents for a line's first pack; the generator derives the other
// packs, brands and variants from them. Order matters (ids follow it): append only.

export const PANTRY_ROOTS: readonly LargeRoot[] = [
  {
    key: 'staples',
    name: 'Staples',
    shape: 'sack',
    leaves: [
      {
        key: 'rice',
        name: 'Rice',
        products: 480,
        brands: 'grocery',
        packs: '2 kg = 1; 5 kg = 2.4; 10 kg = 4.6; 10 × 2 kg = 9.3',
        variants: ['', 'premium', 'catering grade'],
        lines:
          'Long grain parboiled rice 4299; Long grain white rice 3999; Basmati rice 6999; Jasmine rice 6499; ' +
          'Brown rice 5499; Broken rice 2999; Arborio rice 8999; Sushi rice 7999; Wild rice blend 9999; ' +
          'Savoury rice 5299; Thai fragrant rice 6299; Parboiled rice, value 3499',
      },
      {
        key: 'maize',
        name: 'Maize meal & samp',
        products: 260,
        brands: 'grocery',
        packs: '2.5 kg = 1; 5 kg = 1.9; 10 kg = 3.6; 12.5 kg = 4.4',
        variants: ['', 'fortified', 'catering grade'],
        lines:
          'Super maize meal 3299; Special maize meal 2999; Sifted maize meal 2799; Unsifted maize meal 2599; ' +
          'Instant maize porridge 4499; Samp 3999; Samp & beans 4599; Mabela meal 4999',
      },
      {
        key: 'flour',
        name: 'Flour',
        products: 300,
        brands: 'grocery',
        packs: '2.5 kg = 1; 5 kg = 1.9; 10 kg = 3.6; 12.5 kg = 4.4',
        variants: ['', 'unbleached', 'catering grade'],
        lines:
          'Cake flour 3299; Bread flour 3499; Self-raising flour 3599; Whole wheat flour 3399; ' +
          'Brown bread flour 3299; Nutty wheat flour 3799; Rice flour 6999; Cornflour 4999; Rye flour 5999',
      },
      {
        key: 'sugar',
        name: 'Sugar',
        products: 160,
        brands: 'grocery',
        packs: '2.5 kg = 1; 5 kg = 1.9; 10 kg = 3.7; 12.5 kg = 4.5',
        variants: ['', 'catering grade'],
        lines:
          'White sugar 5499; Brown sugar 5699; Light brown sugar 5799; Castor sugar 6999; Icing sugar 6499; ' +
          'Treacle sugar 5999; Demerara sugar 7499',
      },
      {
        key: 'pasta',
        name: 'Pasta & noodles',
        products: 260,
        brands: 'grocery',
        packs: '500 g = 1; 3 kg = 5.4; 20 × 500 g = 18',
        variants: ['', 'whole wheat', 'durum wheat'],
        lines:
          'Spaghetti 1499; Macaroni 1399; Penne 1599; Fusilli 1599; Elbow macaroni 1399; Lasagne sheets 2499; ' +
          'Tagliatelle 2299; Egg noodles 1899; Instant noodles 899; Rice noodles 2799; Vermicelli 1299; Shells 1499',
      },
      {
        key: 'pulses',
        name: 'Dried beans & lentils',
        products: 200,
        brands: 'grocery',
        packs: '500 g = 1; 2 kg = 3.6; 5 kg = 8.5',
        variants: ['', 'premium'],
        lines:
          'Dried sugar beans 2499; Dried red kidney beans 2299; Dried butter beans 2699; Haricot beans 1999; ' +
          'Split peas 1799; Brown lentils 2199; Red lentils 2399; Black-eyed beans 2199; Dried chickpeas 2499; ' +
          'Soup mix 1899',
      },
    ],
  },
  {
    key: 'cooking',
    name: 'Oils, sauces & spices',
    shape: 'bottle',
    leaves: [
      {
        key: 'oil',
        name: 'Cooking oil',
        products: 220,
        brands: 'grocery',
        packs: '2 l = 1; 5 l = 2.35; 20 l = 8.8',
        variants: ['', 'high-oleic', 'catering grade'],
        lines:
          'Sunflower oil 6999; Canola oil 7499; Blended cooking oil 5999; Olive oil 24999; Peanut oil 11999; ' +
          'Frying oil 6499',
      },
      {
        key: 'sauces',
        name: 'Sauces & condiments',
        products: 380,
        brands: 'grocery',
        packs: '700 ml = 1; 2 l = 2.5; 5 l = 5.6; 6 × 700 ml = 5.5',
        variants: ['', 'lite', 'spicy'],
        lines:
          'Tomato sauce 2899; Fruit chutney 3299; Mayonnaise 3999; Mustard 2499; Sweet chilli sauce 3499; ' +
          'Peri-peri sauce 3799; Barbecue sauce 3199; Worcestershire sauce 2999; Soy sauce 3299; ' +
          'White spirit vinegar 1599; Brown vinegar 1499; Salad dressing 3599; Rice vinegar 3999',
      },
      {
        key: 'spices',
        name: 'Spices & seasoning',
        products: 340,
        brands: 'grocery',
        shape: 'jar',
        packs: '100 g = 1; 1 kg = 7.2; 5 kg = 32',
        variants: ['', 'no added MSG'],
        lines:
          'Ground black pepper 2499; Paprika 1999; Mild curry powder 1899; Hot curry powder 1899; Masala 2199; ' +
          'Turmeric 1799; Ground cumin 2299; Ground coriander 1799; Chilli powder 1899; Garlic powder 2099; ' +
          'Onion powder 1899; Mixed herbs 1599; Chicken spice 1799; Steak & chops spice 1899; Braai salt 1499; ' +
          'All-purpose seasoning 1699; Ground cinnamon 2399; Iodated table salt 799; Cayenne pepper 2199; ' +
          'Barbecue spice 1799',
      },
      {
        key: 'soup',
        name: 'Soup, stock & gravy',
        products: 200,
        brands: 'grocery',
        shape: 'box',
        packs: '400 g = 1; 1 kg = 2.2; 5 kg = 9.5',
        variants: ['', 'low sodium'],
        lines:
          'Brown onion gravy powder 2499; Roast gravy powder 2499; Brown onion soup powder 2299; ' +
          'Oxtail soup powder 2299; Minestrone soup powder 2299; Chicken stock powder 3299; ' +
          'Beef stock powder 3299; Vegetable stock powder 3199; Cream of mushroom soup powder 2599; ' +
          'Pea soup mix 2199',
      },
    ],
  },
  {
    key: 'tinned',
    name: 'Tinned food',
    shape: 'jar',
    leaves: [
      {
        // The deliberately oversized shelf: 2,000 products in one category.
        key: 'vegBeans',
        name: 'Tinned vegetables & beans',
        products: 2000,
        brands: 'tinned',
        packs: '24 × 410 g = 1; 6 × 410 g = 0.26; 6 × 3 kg = 2.3',
        variants: [
          '',
          'lite',
          'no added salt',
          'reduced sugar',
          'hot & spicy',
          'organic',
          'value',
          'premium',
        ],
        lines:
          'Baked beans in tomato sauce 29999; Butter beans in brine 28999; Sugar beans in brine 28999; ' +
          'Chakalaka 31999; Mixed vegetables 27999; Garden peas 25999; Cream-style sweetcorn 27999; ' +
          'Whole kernel corn 28999; Sliced beetroot 25999; Button mushrooms 39999; Whole peeled tomatoes 23999; ' +
          'Chopped tomatoes 23999; Curried beans 29999; Chickpeas in brine 31999; Kidney beans in brine 29999; ' +
          'Mixed beans 29999; Cut green beans 27999; Carrots & peas 26999; Spaghetti in tomato sauce 24999; ' +
          'Lentils in brine 29999',
      },
      {
        key: 'fish',
        name: 'Tinned fish',
        products: 260,
        brands: 'fish',
        packs: '24 × 400 g = 1; 6 × 400 g = 0.26; 48 × 155 g = 1.1',
        variants: ['', 'hot', 'lite', 'value', 'premium'],
        lines:
          'Pilchards in tomato sauce 49999; Pilchards in chilli sauce 49999; Mackerel in tomato sauce 52999; ' +
          'Mackerel in oil 52999; Tuna chunks in brine 59999; Tuna chunks in oil 59999; Sardines in oil 45999; ' +
          'Sardines in tomato sauce 45999; Pink salmon 79999; Kipper fillets 69999',
      },
      {
        key: 'meals',
        name: 'Tinned meat & meals',
        products: 180,
        brands: 'tinned',
        packs: '24 × 300 g = 1; 6 × 300 g = 0.26',
        variants: ['', 'hot', 'lite'],
        lines:
          'Corned beef 79999; Vienna sausages 49999; Meatballs in tomato sauce 54999; Chicken curry 59999; ' +
          'Beef stew 59999; Luncheon meat 45999; Mince & vegetables 56999; Lamb curry 69999; ' +
          'Chicken & mushroom 57999',
      },
      {
        key: 'fruit',
        name: 'Tinned fruit',
        products: 200,
        brands: 'tinned',
        packs: '24 × 410 g = 1; 6 × 410 g = 0.26; 6 × 3 kg = 2.4',
        variants: ['', 'in juice', 'lite syrup'],
        lines:
          'Peach slices 34999; Peach halves 34999; Pear halves 36999; Fruit cocktail 35999; Guava halves 32999; ' +
          'Pineapple pieces 33999; Apricot halves 34999; Mixed fruit 37999; Litchis 41999',
      },
    ],
  },
];
