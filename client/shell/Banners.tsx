// Slot under the top bar for the page-wide notices of SPEC §2/§4: the latest-news banner, the
// new-version card and the cookie banner. They arrive with their features; the slot keeps
// their place in the layout fixed.
export function Banners() {
  return null;
}
