import type { PriceTier } from '../../../../shared/rules/quantity-rules';

/** A demo category: fixed id, parents listed before their children. */
export interface DemoCategory {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  position: number;
}

const category = (n: number) => `5b1d8f3e-7a2c-4e91-8d4f-2a6c0000c0${String(n).padStart(2, '0')}`;
const DIGGING = category(1);
const PRUNING = category(2);
const LAWN = category(3);
const WATERING = category(4);
const CARRYING = category(5);
const SPADES = category(6);
const FORKS = category(7);
const HOES = category(8);
const SHEARS = category(9);
const LOPPERS = category(10);

/** The demo category tree, two levels deep, in the shop's order. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { id: DIGGING, name: 'Digging', slug: 'digging', parentId: null, position: 0 },
  { id: PRUNING, name: 'Pruning', slug: 'pruning', parentId: null, position: 1 },
  { id: LAWN, name: 'Lawn & Leaves', slug: 'lawn-leaves', parentId: null, position: 2 },
  { id: WATERING, name: 'Watering', slug: 'watering', parentId: null, position: 3 },
  { id: CARRYING, name: 'Carrying', slug: 'carrying', parentId: null, position: 4 },
  { id: SPADES, name: 'Spades', slug: 'spades', parentId: DIGGING, position: 0 },
  { id: FORKS, name: 'Forks', slug: 'forks', parentId: DIGGING, position: 1 },
  { id: HOES, name: 'Hoes', slug: 'hoes', parentId: DIGGING, position: 2 },
  { id: SHEARS, name: 'Shears', slug: 'shears', parentId: PRUNING, position: 0 },
  { id: LOPPERS, name: 'Loppers', slug: 'loppers', parentId: PRUNING, position: 1 },
];

/**
 * The demo catalogue: garden tools sold in quantity (to growers, landscapers and shops). Fixed ids
 * make seeding idempotent; fixed SKUs (not the database's `TY-` numbers, which they could collide
 * with) make them findable; images are SVGs shipped in src/client/public/images/products/.
 * Listed newest first, as the shop shows them.
 */
export interface DemoProduct {
  id: string;
  sku: string;
  categoryId: string;
  name: string;
  image: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrder: number;
  /** Quantity rules and volume prices (issue 24) on a few products, so the shop shows them; left out: by the unit, no limit, no tiers. */
  packSize?: number;
  maximumOrder?: number;
  priceTiers?: PriceTier[];
}

const image = (slug: string) => `/images/products/${slug}.svg`;

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000001',
    sku: 'SP-BORDER-71',
    categoryId: SPADES,
    name: 'Stainless Border Spade',
    image: image('border-spade'),
    description:
      'Polished stainless-steel blade with a tread on both shoulders and a 71 cm ash shaft. Narrow enough for edging beds and planting between shrubs.',
    priceCents: 3_499,
    quantity: 640,
    minimumOrder: 10,
    maximumOrder: 200,
    priceTiers: [
      { minQuantity: 25, priceCents: 3_250 },
      { minQuantity: 50, priceCents: 3_090 },
    ],
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000002',
    sku: 'FK-DIGGING-4T',
    categoryId: FORKS,
    name: 'Four-Tine Digging Fork',
    image: image('digging-fork'),
    description:
      'Forged carbon-steel tines that break heavy clay and lift root crops without bruising them. D-grip handle, epoxy-coated against rust.',
    priceCents: 3_899,
    quantity: 480,
    minimumOrder: 10,
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000003',
    sku: 'SH-BYPASS-20',
    categoryId: SHEARS,
    name: 'Bypass Pruning Shears',
    image: image('pruning-shears'),
    description:
      'Hardened SK5 blades for clean cuts on live stems up to 20 mm. Sap groove, safety catch and a spring that lasts a season of daily pruning.',
    priceCents: 2_450,
    quantity: 1_800,
    minimumOrder: 24,
    packSize: 12,
    priceTiers: [
      { minQuantity: 48, priceCents: 2_290 },
      { minQuantity: 120, priceCents: 2_150 },
    ],
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000004',
    sku: 'LP-RATCHET-70',
    categoryId: LOPPERS,
    name: 'Ratchet Loppers',
    image: image('loppers'),
    description:
      'Ratchet anvil head triples cutting force on dead wood up to 45 mm. Lightweight aluminium handles with cushioned grips, 70 cm long.',
    priceCents: 4_599,
    quantity: 308,
    minimumOrder: 6,
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000005',
    sku: 'RK-LEAF-60',
    categoryId: LAWN,
    name: 'Spring-Tine Leaf Rake',
    image: image('leaf-rake'),
    description:
      'Twenty-two flexible steel tines fan out to 60 cm, gathering leaves and grass clippings without tearing the lawn. Hardwood handle.',
    priceCents: 1_899,
    quantity: 950,
    minimumOrder: 12,
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000006',
    sku: 'TR-HAND-AL',
    categoryId: DIGGING,
    name: 'Hand Trowel',
    image: image('hand-trowel'),
    description:
      'One-piece cast-aluminium trowel with depth markings on the blade, for potting, bulb planting and weeding. Will not bend at the neck.',
    priceCents: 1_299,
    quantity: 2_400,
    minimumOrder: 36,
    packSize: 12,
    maximumOrder: 1_200,
    priceTiers: [
      { minQuantity: 120, priceCents: 1_190 },
      { minQuantity: 480, priceCents: 1_099 },
    ],
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000007',
    sku: 'WC-GALV-10L',
    categoryId: WATERING,
    name: 'Galvanised Watering Can, 10 L',
    image: image('watering-can'),
    description:
      'Hot-dip galvanised steel with a long spout and a removable brass rose for a gentle shower on seedlings. Balanced second handle for pouring.',
    priceCents: 2_999,
    quantity: 410,
    minimumOrder: 8,
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000008',
    sku: 'WB-STEEL-85L',
    categoryId: CARRYING,
    name: 'Steel Wheelbarrow, 85 L',
    image: image('wheelbarrow'),
    description:
      'Seamless powder-coated steel tray on a tubular frame, with a puncture-proof 14-inch wheel. Carries up to 150 kg of soil, gravel or compost.',
    priceCents: 11_900,
    quantity: 120,
    minimumOrder: 2,
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000009',
    sku: 'HO-STIRRUP-150',
    categoryId: HOES,
    name: 'Oscillating Stirrup Hoe',
    image: image('stirrup-hoe'),
    description:
      'A double-edged stirrup blade that rocks as you push and pull, slicing weeds just below the surface. 150 cm handle for work without stooping.',
    priceCents: 2_799,
    quantity: 560,
    minimumOrder: 10,
  },
  {
    id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000010',
    sku: 'SH-HEDGE-25',
    categoryId: SHEARS,
    name: 'Wavy-Blade Hedge Shears',
    image: image('hedge-shears'),
    description:
      'Wave-ground 25 cm blades hold branches while they cut, for a flat finish on box, privet and yew. Shock-absorbing bumpers spare the wrists.',
    priceCents: 3_299,
    quantity: 380,
    minimumOrder: 6,
  },
];
