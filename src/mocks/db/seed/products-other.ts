import { bulk, combo, ea, kg, litre, p, pk, type ProductDraft } from './product-builder.ts';

// Fresh produce & dairy and reusables (ids 4001..), plus the market-only combo bundles (ids 5001..).
// Append only: ids are positions. 2026 list prices in cents.

export const OTHER_BLOCK = 4001;

export const OTHER_PRODUCTS: readonly ProductDraft[] = [
  // Vegetables
  p('Potatoes', 'fresh.vegetables', 'sack', kg('philippi', 2200), bulk('philippi', '10 kg', 17999)),
  p('Onions', 'fresh.vegetables', 'sack', kg('philippi', 2000), bulk('philippi', '10 kg', 15999)),
  p('Carrots', 'fresh.vegetables', kg('philippi', 1900)),
  p('Butternut', 'fresh.vegetables', kg('philippi', 1800)),
  p('Tomatoes', 'fresh.vegetables', kg('philippi', 3400)),
  p('Swiss chard (spinach)', 'fresh.vegetables', ea('philippi', 'Bunch', 2499)),
  p('Cabbage', 'fresh.vegetables', ea('philippi', 'Single', 2299)),
  p('Sweet potatoes', 'fresh.vegetables', kg('philippi', 2900)),
  p('Green beans', 'fresh.vegetables', kg('philippi', 5900)),
  p('Red peppers', 'fresh.vegetables', kg('philippi', 6900)),
  p('Beetroot', 'fresh.vegetables', kg('philippi', 2400)),
  p('Garlic', 'fresh.vegetables', kg('house', 14900)),
  p('Ginger root', 'fresh.vegetables', kg('house', 12900)),
  p('Brown mushrooms', 'fresh.vegetables', kg('philippi', 12900)),
  p('Hass avocado', 'fresh.vegetables', ea('elgin', 'Single', 1599)),
  p('Baby marrows', 'fresh.vegetables', kg('philippi', 4900)),
  p('Mielies (sweetcorn)', 'fresh.vegetables', ea('philippi', 'Single', 899)),
  // Fruit
  p('Bananas', 'fresh.fruit', kg('house', 2600)),
  p('Granny Smith apples', 'fresh.fruit', kg('elgin', 2800)),
  p('Pink Lady apples', 'fresh.fruit', kg('elgin', 3900)),
  p("Packham's pears", 'fresh.fruit', kg('elgin', 3400)),
  p('Naartjies', 'fresh.fruit', kg('house', 2900)),
  p('Lemons', 'fresh.fruit', kg('house', 3200)),
  p('Navel oranges', 'fresh.fruit', kg('house', 2400)),
  p('Strawberries', 'fresh.fruit', pk('elgin', 'Punnet', 4999, 'pack', '250 g')),
  p('Blueberries', 'fresh.fruit', pk('elgin', 'Punnet', 3999, 'pack', '125 g')),
  p('Seedless grapes', 'fresh.fruit', kg('house', 5900)),
  // Eggs & dairy
  p(
    'Free-range eggs (large)',
    'fresh.dairy',
    'egg',
    pk('freeRange', 'Dozen', 6999, 'dozen'),
    pk('freeRange', '6-pack', 3799),
    pk('freeRange', 'Tray of 30', 15999),
  ),
  p('Jersey full-cream milk', 'fresh.dairy', 'bottle', litre('jersey', 2499), ea('jersey', '1 l', 2999)),
  p('Double-cream plain yoghurt', 'fresh.dairy', 'jar', ea('jersey', '1 kg', 6499)),
  p('Amasi', 'fresh.dairy', 'bottle', ea('ikhaya', '2 l', 4499)),
  p('Farm butter', 'fresh.dairy', 'box', ea('jersey', '500 g', 8999)),
  p('Mature cheddar', 'fresh.dairy', 'box', kg('jersey', 17900)),
  p('Plain feta', 'fresh.dairy', 'box', kg('jersey', 15900)),
  p('Aged gouda', 'fresh.dairy', 'box', kg('jersey', 16900), kg('ikhaya', 15900)),
  p('Kefir', 'fresh.dairy', 'bottle', litre('jersey', 5900)),
  // Kitchen
  p(
    'Beeswax wraps',
    'reusables.kitchen',
    'box',
    ea('beeWorks', '3-pack', 16500),
    ea('beeWorks', 'Single', 7900, 'large'),
  ),
  p('Plant-wax food wraps', 'reusables.kitchen', 'box', ea('cottonRoots', '3-pack', 17900)),
  p('Bamboo dish brush', 'reusables.kitchen', 'brush', ea('bristle', 'Single', 6900)),
  p('Loofah sponges', 'reusables.kitchen', 'box', ea('house', '2-pack', 4900)),
  p('Stainless steel straws', 'reusables.kitchen', 'brush', ea('house', '4-pack', 8900)),
  p('Unpaper towels', 'reusables.kitchen', 'box', ea('cottonRoots', '6-pack', 18900)),
  p('Compostable sponge cloths', 'reusables.kitchen', 'box', ea('house', '3-pack', 8900)),
  // Jars & storage
  p(
    'Clip-top glass jar',
    'reusables.storage',
    'jar',
    ea('capeGlass', '1 l', 8500),
    ea('capeGlass', '500 ml', 6500),
  ),
  p('Swing-top glass bottle', 'reusables.storage', 'bottle', ea('capeGlass', '1 l', 9500)),
  p('Stainless steel lunch box', 'reusables.storage', 'box', ea('house', 'Single', 32900)),
  p('Silicone food pouch', 'reusables.storage', 'bag', ea('house', 'Single', 14900)),
  p('Amber glass spray bottle', 'reusables.storage', 'bottle', ea('capeGlass', '500 ml', 7900)),
  // Bags & pouches
  p('Cotton produce bags', 'reusables.bags', ea('cottonRoots', '3-pack', 12900)),
  p('Mesh produce bags', 'reusables.bags', ea('cottonRoots', '5-pack', 11900)),
  p('Organic cotton tote', 'reusables.bags', ea('cottonRoots', 'Single', 9900)),
  p('Canvas bread bag', 'reusables.bags', ea('cottonRoots', 'Single', 11900)),
  p('Shweshwe shopping bag', 'reusables.bags', ea('cottonRoots', 'Single', 14900)),
];

export const COMBO_BLOCK = 5001;

// Bundles reference items by product name and option index; buildCatalogue resolves them and fails
// loudly if a name is wrong. Their list price is computed there too:
// 10 % under the sum of the items' list prices.
export const COMBO_PRODUCTS: readonly ProductDraft[] = [
  combo('Pantry starter bundle', [
    ['Basmati rice', 0, 1],
    ['Rolled oats', 1, 1],
    ['Brown lentils', 0, 1],
    ['Sunflower oil', 0, 2],
    ['White sugar', 0, 1],
  ]),
  combo('Braai night bundle', [
    ['Braai spice', 1, 1],
    ['Braai salt flakes', 0, 0.25],
    ['Potatoes', 0, 2],
    ['Onions', 0, 1],
    ['Peri-peri sauce', 0, 1],
    ['Mielies (sweetcorn)', 0, 4],
  ]),
  combo('Baking day bundle', [
    ['Stoneground cake flour', 1, 1],
    ['White sugar', 0, 1],
    ['Baking powder', 0, 0.25],
    ['Free-range eggs (large)', 0, 1],
    ['Farm butter', 0, 1],
  ]),
  combo('Zero-waste starter kit', [
    ['Beeswax wraps', 0, 1],
    ['Cotton produce bags', 0, 1],
    ['Bamboo toothbrush', 0, 2],
    ['Clip-top glass jar', 0, 2],
  ]),
  combo('Rooibos breakfast bundle', [
    ['Rooibos loose leaf', 2, 1],
    ['Muesli rusks', 1, 1],
    ['Fynbos honey', 0, 1],
    ['Rolled oats', 1, 1],
  ]),
  combo(
    'Month-end family hamper',
    [
      ['Super maize meal', 2, 1],
      ['White sugar', 2, 1],
      ['Sunflower oil', 2, 1],
      ['Red speckled sugar beans', 0, 2],
      ['Long grain white rice', 1, 1],
      ['Samp', 1, 1],
    ],
    'bundles.hampers',
  ),
];
