// Prices people can trust: a paid product's page shows a visitor the price with the school
// country's VAT and says so; "Prices for" Germany shows the German price, which the catalogue
// then shows too; a student who orders for Germany is invoiced exactly that amount. The product,
// its course and the student are the journey's own.
import * as products from '../shared/calls/products';
import { expectAccessible } from './support/a11y';
import { call } from './support/api';
import { demoToken, makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

test('the price shown, with its VAT and country, is the invoice’s total', async ({ openAs, openPage }) => {
  test.setTimeout(120_000);
  const stamp = unique();
  const course = await makeCourse('academy', { name: `Chord Charts ${stamp}` });
  const slug = `chord-charts-${stamp.toLowerCase()}`;
  const name = `Chord Charts ${stamp}`;
  // 49.99 € and 490 kr before VAT.
  await call(
    'academy',
    products.saveProduct,
    {
      Slug: slug,
      Kind: 'course',
      Name: name,
      Description: 'Read a lead sheet.',
      PriceEur: 4999,
      PriceSek: 49_000,
      VatClass: 'standard',
      Published: true,
      CourseIds: [course.id],
    },
    { token: demoToken('academy', 'admin') },
  );

  const visitor = await openPage();
  await visitor.goto(`/product/${slug}`);
  const main = visitor.getByRole('main');
  await expect(main.getByText('€62.49')).toBeVisible();
  await expect(main.getByText('incl. VAT (Sweden)')).toBeVisible();
  await expectAccessible(visitor);

  const student = await openAs(await makePerson('academy', { first: 'Greta', last: 'Gast' }));
  await student.goto(`/product/${slug}`);
  const page = student.getByRole('main');
  await expect(page.getByText('€62.49')).toBeVisible();
  await page.getByRole('combobox', { name: 'Prices for' }).fill('Germ');
  await student.getByRole('option', { name: 'Germany' }).click();
  await expect(page.getByText('€59.49')).toBeVisible();
  await expect(page.getByText('incl. VAT (Germany)')).toBeVisible();

  // The catalogue shows the same price for the same country.
  await student.goto('/products');
  await student.getByLabel('Search the catalogue').fill(name);
  const card = student.getByRole('link', { name: `See ${name}` });
  await expect(card).toContainText('€59.49');
  await expect(card).toContainText('incl. VAT (Germany)');
  await card.click();

  await page.getByRole('button', { name: 'Order' }).click();
  const form = page.getByRole('region', { name: `Order ${name}` });
  await expect(form.getByRole('radio', { name: '€59.49 (EUR)' })).toBeChecked();
  await expect(form.getByText(/For a buyer in Germany/)).toBeVisible();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Invoice \d+ for €59\.49 has been sent/ }),
  ).toBeVisible();
});
