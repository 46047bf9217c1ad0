export const formatBalance = (v: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(v);
