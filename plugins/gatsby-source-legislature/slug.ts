/** "house-24-delia-bonneville": the seat first, so two people of one name never share a page. */
export const legislatorSlug = (chamber: string, district: number, name: string | null): string =>
  [
    chamber,
    String(district),
    (name ?? 'vacant')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60),
  ]
    .filter(Boolean)
    .join('-');
