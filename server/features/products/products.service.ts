// Products and the catalogue: staff make and publish products; anyone browses the published ones;
// a signed-in person joins a free one, and staff record a purchase. Each way in grants the
// product's courses (source `product`) in one unit of work, pushed to the person's open pages.
import type { CatalogueProduct, ProductRow } from '../../../shared/calls/products';
import { SELLER_COUNTRY, shownPrice, type VatCustomer } from '../../../shared/vat';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/engineErrors';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { OwnersRepo } from '../../scope/owners.repo';
import { personSubject } from '../../scope/subjects';
import type { CoursesService } from '../courses/courses.service';
import type { ProductsRepo, ProductValues, ProductWithCourses } from './products.repo';

function present(p: ProductWithCourses): ProductRow {
  return {
    Id: p.Id,
    Slug: p.Slug,
    Kind: p.Kind,
    Name: p.Name,
    Description: p.Description,
    PriceEur: p.PriceEur,
    PriceSek: p.PriceSek,
    VatClass: p.VatClass,
    Published: p.Published,
    Courses: p.Courses,
    UpdatedAt: p.UpdatedAt,
  };
}

export interface ProductsDeps {
  repo: ProductsRepo;
  work: RunWork;
  courses: Pick<CoursesService, 'grantAccess' | 'heldOf'>;
  /** Whether a user exists (a purchase is recorded for someone). */
  userExists: (userId: number, q: Db) => Promise<boolean>;
  owners: OwnersRepo;
  /** A signed-in person's customer record: whose country and kind their prices are shown for. */
  customerOf: (userId: number) => Promise<VatCustomer | undefined>;
}

/**
 * Whom prices are shown for (docs/decisions.md "Prices shown"): the country asked for (the
 * chooser), else the signed-in person's customer record, else the school's own country; a
 * business (a company customer) keeps its kind and VAT number, so it is shown prices without VAT.
 */
async function buyerOf(deps: ProductsDeps, user: AuthedUser | null, country?: string): Promise<VatCustomer> {
  const known = user ? await deps.customerOf(user.Id) : undefined;
  if (known?.Kind === 'company')
    return { Country: country ?? known.Country, Kind: 'company', VatNumber: known.VatNumber };
  return { Country: country ?? known?.Country ?? SELLER_COUNTRY, Kind: 'person', VatNumber: null };
}

async function catalogueEntries(
  deps: ProductsDeps,
  rows: ProductWithCourses[],
  user: AuthedUser | null,
  country?: string,
): Promise<CatalogueProduct[]> {
  const buyer = await buyerOf(deps, user, country);
  const facts = await deps.repo.courseFacts([...new Set(rows.flatMap((r) => r.Courses.map((c) => c.Id)))]);
  return Promise.all(
    rows.map(async (p) => {
      const ids = p.Courses.map((c) => c.Id);
      const held = user ? await deps.courses.heldOf(user.Id, ids) : [];
      return {
        Id: p.Id,
        Slug: p.Slug,
        Kind: p.Kind,
        Name: p.Name,
        Description: p.Description,
        PriceEur: p.PriceEur,
        PriceSek: p.PriceSek,
        Price: {
          Country: buyer.Country,
          ...shown(buyer, p),
        },
        Courses: facts.filter((f) => ids.includes(f.Id)),
        Held: user !== null && ids.length > 0 && held.length === ids.length,
      };
    }),
  );
}

/** Both currencies' shown prices; a currency the product is not sold in stays 0. */
function shown(buyer: VatCustomer, p: ProductWithCourses) {
  const eur = shownPrice(p.PriceEur, buyer, p.VatClass);
  const sek = shownPrice(p.PriceSek, buyer, p.VatClass);
  return { Vat: eur.Vat, Eur: eur.Minor, Sek: sek.Minor };
}

function productChanged(w: Work, actorId: number, productId: number): void {
  w.log(
    newEvent({
      type: 'product:changed',
      actorId,
      about: {},
      payload: { ProductId: productId },
    }),
  );
}

/** Grants a product's courses to a person inside the unit of work; answers those new to them. */
function grant(
  deps: ProductsDeps,
  w: Work,
  actorId: number,
  userId: number,
  product: ProductWithCourses,
): Promise<number[]> {
  return deps.courses.grantAccess(w, {
    actorId,
    userId,
    courseIds: product.Courses.map((c) => c.Id),
    source: 'product',
  });
}

async function get(deps: ProductsDeps, id: number): Promise<ProductRow> {
  const product = await deps.repo.find(id);
  if (!product) throw new AppError('NOT_FOUND', { field: 'Id' });
  return present(product);
}

async function save(
  deps: ProductsDeps,
  user: AuthedUser,
  input: ProductValues & { Id?: number | undefined; CourseIds: number[] },
): Promise<ProductRow> {
  const { Id, CourseIds, ...values } = input;
  const courseIds = [...new Set(CourseIds)];
  try {
    return await deps.work(async (w) => {
      if ((await deps.repo.existingCourses(courseIds, w.tx)).length !== courseIds.length)
        throw new AppError('NOT_FOUND', { field: 'CourseIds' });
      const taken = await deps.repo.findBySlug(values.Slug, w.tx);
      if (taken && taken.Id !== Id) throw new AppError('PRODUCT_SLUG_TAKEN', { field: 'Slug' });
      let productId = Id;
      if (productId === undefined) productId = await deps.repo.insert(w.tx, values, courseIds, w.now);
      else if (!(await deps.repo.update(w.tx, productId, values, courseIds, w.now)))
        throw new AppError('NOT_FOUND', { field: 'Id' });
      productChanged(w, user.Id, productId);
      return present((await deps.repo.find(productId, w.tx))!);
    });
  } catch (error) {
    // Saved at the same moment with the same address by someone else.
    if (isUniqueViolation(error)) throw new AppError('PRODUCT_SLUG_TAKEN', { field: 'Slug' });
    throw error;
  }
}

async function catalogue(
  deps: ProductsDeps,
  user: AuthedUser | null,
  search?: string,
  kind?: ProductWithCourses['Kind'],
  country?: string,
) {
  return catalogueEntries(deps, await deps.repo.published(search, kind), user, country);
}

async function catalogueProduct(
  deps: ProductsDeps,
  user: AuthedUser | null,
  slug: string,
  country?: string,
): Promise<CatalogueProduct> {
  const product = await deps.repo.findBySlug(slug);
  if (!product?.Published) throw new AppError('NOT_FOUND', { field: 'Slug' });
  const [entry] = await catalogueEntries(deps, [product], user, country);
  return entry!;
}

/** One click into a free product: its courses are the person's at once. */
function joinFree(deps: ProductsDeps, user: AuthedUser, slug: string): Promise<number[]> {
  return deps.work(async (w) => {
    const product = await deps.repo.findBySlug(slug, w.tx);
    if (!product?.Published) throw new AppError('NOT_FOUND', { field: 'Slug' });
    if (product.PriceEur > 0 || product.PriceSek > 0)
      throw new AppError('PRODUCT_NOT_FREE', { field: 'Slug' });
    const added = await grant(deps, w, user.Id, user.Id, product);
    if (added.length === 0) throw new AppError('PRODUCT_ALREADY_HELD', { field: 'Slug' });
    return added;
  });
}

/** Staff record a purchase made and paid elsewhere. */
function recordPurchase(
  deps: ProductsDeps,
  user: AuthedUser,
  productId: number,
  userId: number,
): Promise<number[]> {
  return deps.work(async (w) => {
    const product = await deps.repo.find(productId, w.tx);
    if (!product) throw new AppError('NOT_FOUND', { field: 'ProductId' });
    if (!(await deps.userExists(userId, w.tx))) throw new AppError('NOT_FOUND', { field: 'UserId' });
    const added = await grant(deps, w, user.Id, userId, product);
    const about = await personSubject(deps.owners, w.tx, userId, false);
    w.log(newEvent({ type: 'user:changed', actorId: user.Id, about, payload: { UserId: userId } }));
    return added;
  });
}

export function createProductsService(deps: ProductsDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: ProductsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    all: async (): Promise<ProductRow[]> => (await deps.repo.all()).map(present),

    /** A product as an order reads it, in the ordering unit of work. */
    forOrder: (slug: string, w: Work): Promise<ProductWithCourses | undefined> =>
      deps.repo.findBySlug(slug, w.tx),

    get: bound(get),

    save: bound(save),

    catalogue: bound(catalogue),

    catalogueProduct: bound(catalogueProduct),

    joinFree: bound(joinFree),

    recordPurchase: bound(recordPurchase),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

export type { ProductWithCourses } from './products.repo';
