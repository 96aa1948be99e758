import { bulk, ea, kg, litre, p, pk, type ProductDraft } from './product-builder.ts';

// Oils & vinegars, cleaning refills and body care refills: mostly refills by the litre (bring your
// own bottle). Product ids 3001.. in this order (append only). 2026 list prices in cents.

export const LIQUIDS_BLOCK = 3001;

export const LIQUID_PRODUCTS: readonly ProductDraft[] = [
  // Cooking oils
  p('Extra virgin olive oil', 'oils.cookingOils', litre('boland', 19000), ea('boland', '500 ml', 12999)),
  p(
    'Sunflower oil',
    'oils.cookingOils',
    litre('sunveld', 4500),
    ea('sunveld', '2 l', 8999),
    bulk('sunveld', '5 l', 19999),
  ),
  p('Canola oil', 'oils.cookingOils', litre('sunveld', 5200)),
  p('Avocado oil', 'oils.cookingOils', litre('house', 28900)),
  p(
    'Cold-pressed coconut oil',
    'oils.cookingOils',
    'jar',
    kg('house', 18900),
    pk('house', '500 g jar', 10999),
  ),
  p('Macadamia oil', 'oils.cookingOils', litre('wildCoast', 34900)),
  p('Toasted sesame oil', 'oils.cookingOils', litre('house', 24900)),
  // Vinegars & sauces
  p('Raw apple cider vinegar', 'oils.vinegars', litre('langkloof', 8900)),
  p('Red wine vinegar', 'oils.vinegars', litre('house', 7900)),
  p('Balsamic vinegar', 'oils.vinegars', litre('boland', 15900)),
  p('Brown spirit vinegar', 'oils.vinegars', litre('house', 2900)),
  p('Naturally brewed soy sauce', 'oils.vinegars', litre('house', 11900)),
  p('Tamari', 'oils.vinegars', litre('house', 21900)),
  p('Peach chutney', 'oils.vinegars', 'jar', pk('langkloof', '500 g jar', 4999)),
  p('Peri-peri sauce', 'oils.vinegars', ea('spiceRoute', '250 ml', 4499)),
  // Dishwashing
  p(
    'Eco dishwashing liquid',
    'cleaning.dishwashing',
    litre('groen', 5500),
    ea('groen', '5 l', 24999),
    litre('suikerbos', 5200),
  ),
  p('Dishwasher powder', 'cleaning.dishwashing', 'sack', kg('groen', 8900)),
  p('Rinse aid', 'cleaning.dishwashing', litre('groen', 7900)),
  // Laundry
  p(
    'Laundry liquid',
    'cleaning.laundry',
    litre('groen', 6900),
    ea('groen', '5 l', 31999),
    litre('suikerbos', 6500),
  ),
  p('Laundry powder', 'cleaning.laundry', 'sack', kg('groen', 7900)),
  p('Fabric softener', 'cleaning.laundry', litre('groen', 4900)),
  p('Stain remover', 'cleaning.laundry', litre('suikerbos', 9900)),
  // Surface cleaners
  p('All-purpose cleaner', 'cleaning.surfaces', litre('groen', 4900), litre('suikerbos', 4500)),
  p('Glass cleaner', 'cleaning.surfaces', litre('suikerbos', 4200)),
  p('Bathroom cleaner', 'cleaning.surfaces', litre('groen', 5900)),
  p('Floor cleaner', 'cleaning.surfaces', litre('suikerbos', 4900)),
  p('Toilet cleaner', 'cleaning.surfaces', litre('groen', 5400)),
  p('Cleaning vinegar', 'cleaning.surfaces', litre('house', 3500)),
  p('Hand soap refill', 'cleaning.surfaces', litre('umhlaba', 7900)),
  // Hair & body wash
  p('Rooibos shampoo', 'bodyCare.hairBody', litre('fynbos', 18900), ea('fynbos', '500 ml', 11999)),
  p('Rooibos conditioner', 'bodyCare.hairBody', litre('fynbos', 19900)),
  p('Buchu & mint body wash', 'bodyCare.hairBody', litre('umhlaba', 14900), litre('fynbos', 16900)),
  p('Hand & body lotion', 'bodyCare.hairBody', litre('umhlaba', 17900)),
  p('Castile liquid soap', 'bodyCare.hairBody', litre('umhlaba', 15900)),
  // Oral care
  p(
    'Bamboo toothbrush',
    'bodyCare.oralCare',
    'brush',
    ea('bristle', 'Single', 4500),
    ea('bristle', '4-pack', 15900),
  ),
  p('Toothpaste tablets', 'bodyCare.oralCare', 'jar', ea('bristle', 'Tin of 60', 8999)),
  p('Charcoal dental floss', 'bodyCare.oralCare', 'box', ea('bristle', 'Single', 5999, '30 m')),
  // Bar soaps & balms
  p('Shampoo bar', 'bodyCare.soaps', 'box', ea('fynbos', 'Single', 8900, '100 g')),
  p(
    'Rooibos bar soap',
    'bodyCare.soaps',
    'box',
    ea('umhlaba', 'Single', 4900, '120 g'),
    ea('fynbos', 'Single', 5900, '100 g'),
  ),
  p('Shea & baobab body butter', 'bodyCare.soaps', 'jar', ea('umhlaba', '200 g', 13900)),
  p('Natural deodorant', 'bodyCare.soaps', 'jar', ea('fynbos', 'Single', 9900, '60 g')),
  p('Beeswax lip balm', 'bodyCare.soaps', 'jar', ea('beeWorks', 'Single', 3900, '15 g')),
];
