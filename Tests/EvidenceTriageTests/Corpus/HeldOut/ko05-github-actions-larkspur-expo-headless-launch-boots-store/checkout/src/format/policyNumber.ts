export function formatPolicyNumber(raw: string): string {
  const digits = raw.replace(/\s+/g, '');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}
