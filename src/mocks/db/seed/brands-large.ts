// Brands of the large dataset, by the kind of goods they make. Every brand is invented for the demo
// (any resemblance to a real company is accidental). The wholesaler's own label sells in every
// department, as cash-and-carry house brands do. Ids follow first appearance (products-large.ts), so
// only ever append to a group.

export const LARGE_HOUSE_BRAND = 'Cape Value';

const names = (list: string): readonly string[] => list.split(';').map((n) => n.trim());

export const LARGE_BRAND_GROUPS = {
  grocery: names(
    'Karoo Gold; Vaal River Mills; Mielieland; Boland Best; Protea Pantry; Ukhozi Foods; Table Bay Foods; ' +
      'Namaqua Farms; Sunvalley; Highveld Harvest; Indaba Foods; Swellendam Select; Blouberg Kitchen; ' +
      'Kwela Foods; Royal Veld; Umoya Foods',
  ),
  tinned: names(
    'Lekker Blik; Sunvalley; Table Bay Foods; Ukhozi Foods; Kwela Foods; Protea Pantry; Drakensberg Farms; ' +
      'Boland Best; Langkloof Canners; Riverside Canning; Elands Bay Foods; Royal Veld; Blouberg Kitchen; ' +
      'Umoya Foods',
  ),
  fish: names('Westcoast Catch; Langebaan Seafoods; Agulhas Bay; Sea Breeze; Saldanha Pride'),
  drinks: names(
    'Fizzco; Sunsip; Kalahari Springs; Tafelberg Waters; Zingo; Berg River Juices; Mango Tree; ' +
      'Citrusdal Gold; Bubbles & Co.; Umlilo Drinks',
  ),
  snacks: names(
    'Crunchers; Lekker Snacks; Sugarloaf; Choc-a-Lot; Bakkie Biscuits; Oumakie; Kraaifontein Bakers; ' +
      'Snackit; Jolly Jumbo; Koekie Co.',
  ),
  meat: names(
    'Karoo Meat Co.; Overberg Butchers; Winelands Meats; Boland Farm Butchery; Boerewors Bros.; Drakensberg Farms',
  ),
  dairy: names(
    'Tygerberg Dairy; Swartland Creamery; Jersey Valley; Kaaskop; Outeniqua Dairy; Suurbraak Farm; Rietvlei Milk',
  ),
  produce: names('Philippi Growers; Ceres Orchards; Sandveld Potatoes; Hex River Farms'),
  frozen: names('Frostline; Polar Bay; Icebox Foods; Arctic Cape; Snowveld Foods'),
  cleaning: names(
    'Sparkle; Bright & Clean; Groen Huis; Mopstar; Fresh Linen; Shine-O; Klaarwater; Ukucoca; PowerWash; ' +
      'Hygiene Pro',
  ),
  personal: names(
    'Fynbos Care; Soft Touch; Aloe Veld; Smile Bright; Baobab Naturals; Velvet Roll; Shea Glow; Pure Cape; ' +
      'Kalahari Bloom',
  ),
  catering: names('Cater Pro; Foil King; EcoPack; Wrapmaster; Table Ready'),
} as const satisfies Record<string, readonly string[]>;

export type LargeBrandGroup = keyof typeof LARGE_BRAND_GROUPS;

/** A group's brands, the house label first. */
export function largeBrandsOf(group: LargeBrandGroup): readonly string[] {
  return [LARGE_HOUSE_BRAND, ...LARGE_BRAND_GROUPS[group]];
}
