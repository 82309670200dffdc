// Products and the catalogue (products.php): staff make and publish products (/productlist);
// anyone browses the published ones (/products, /product/:slug); a signed-in person joins a free
// one with one click; staff record a purchase. Every way in grants the product's courses.
import { PRICE_VAT } from '../vat';
import { z } from '../zod';
import * as address from './addresses/products';
import { countrySchema } from './customers';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const PRODUCT_KINDS = ['course', 'bundle', 'sample'] as const;
export const VAT_CLASSES = ['standard', 'reduced', 'exempt'] as const;
/** The highest price a product may have, in minor units (ten million euros or kronor). */
export const MAX_PRICE_MINOR = 1_000_000_000;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const productRowSchema = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Kind: z.enum(PRODUCT_KINDS),
  Name: z.string(),
  Description: z.string(),
  /** Minor units: cents and öre; 0 is free. */
  PriceEur: z.number().int(),
  PriceSek: z.number().int(),
  VatClass: z.enum(VAT_CLASSES),
  Published: z.boolean(),
  Courses: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  UpdatedAt: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const catalogueCourseSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Image: z.string().nullable(),
  /** Published parts, in order. */
  Parts: z.array(z.object({ Id: z.number().int(), Name: z.string(), Free: z.boolean() })),
  /** The published parts' video length, in seconds. */
  LengthSeconds: z.number().int(),
  Coaches: z.array(z.object({ UserId: z.number().int(), FirstName: z.string(), LastName: z.string() })),
});

/**
 * The price as this buyer is shown it, in both currencies (minor units): a consumer's with the
 * VAT of their country (what the invoice totals), a business's without VAT (shared/vat.ts).
 */
export const shownPriceSchema = z.object({
  /** The country the price is for: the one asked for, else the buyer's, else the school's. */
  Country: z.string(),
  Vat: z.enum(PRICE_VAT),
  Eur: z.number().int(),
  Sek: z.number().int(),
});
export type ShownPrice = z.infer<typeof shownPriceSchema>;

/** A buyer's country, as the price chooser sends it. */
const priceCountry = countrySchema.optional();

export const catalogueProductSchema = productRowSchema
  .omit({ Courses: true, Published: true, UpdatedAt: true, VatClass: true })
  .extend({
    Price: shownPriceSchema,
    Courses: z.array(catalogueCourseSchema),
    /** Signed in: whether the person holds every course of it already. */
    Held: z.boolean(),
  });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const getProducts = defineCall({
  ...address.getProducts,
  summary: 'Every product, published or not, with its courses (/productlist).',
  input: z.object({}),
  output: z.object({ data: z.array(productRowSchema) }),
});

export const getProduct = defineCall({
  ...address.getProduct,
  summary: 'One product to edit (/productlist/:product_id).',
  input: z.object({ Id: id }),
  output: z.object({ data: productRowSchema }),
});

export const saveProduct = defineCall({
  ...address.saveProduct,
  summary:
    'Create a product or change one: name, address, kind, description, prices, VAT class, courses, published.',
  input: z.object({
    Id: id.optional(),
    Slug: z.string().trim().min(2).max(80).regex(SLUG_PATTERN, 'Lower-case letters, digits and dashes'),
    Kind: z.enum(PRODUCT_KINDS),
    Name: z.string().trim().min(1).max(200),
    Description: z.string().trim().max(5000).default(''),
    PriceEur: z.coerce.number().int().min(0).max(MAX_PRICE_MINOR),
    PriceSek: z.coerce.number().int().min(0).max(MAX_PRICE_MINOR),
    VatClass: z.enum(VAT_CLASSES).default('standard'),
    Published: z.boolean().default(false),
    CourseIds: z.array(id).min(1).max(100),
  }),
  output: z.object({ data: productRowSchema }),
});

export const getCatalogue = defineCall({
  ...address.getCatalogue,
  summary:
    'The published products (/products), searched by name and filtered by kind; prices as the buyer (or the country asked for) is shown them.',
  input: z.object({
    Search: z.string().trim().max(100).optional(),
    Kind: z.enum(PRODUCT_KINDS).optional(),
    Country: priceCountry,
  }),
  output: z.object({ data: z.array(catalogueProductSchema) }),
});

export const getCatalogueProduct = defineCall({
  ...address.getCatalogueProduct,
  summary:
    "One published product's page (/product/:slug): its courses with their parts, length and coaches, and its price as the buyer is shown it.",
  input: z.object({ Slug: z.string().trim().min(1).max(80), Country: priceCountry }),
  output: z.object({ data: catalogueProductSchema }),
});

export const joinFreeProduct = defineCall({
  ...address.joinFreeProduct,
  summary: "Join a free product with one click: its courses are the person's at once.",
  input: z.object({ Slug: z.string().trim().min(1).max(80) }),
  output: z.object({ data: z.object({ CourseIds: z.array(z.number().int()) }) }),
});

export const recordPurchase = defineCall({
  ...address.recordPurchase,
  summary: 'Record that a person bought a product (paid elsewhere): its courses are theirs at once.',
  input: z.object({ ProductId: id, UserId: id }),
  output: z.object({ data: z.object({ CourseIds: z.array(z.number().int()) }) }),
});
