export function formatPallet(code: number): string {
  return String(code).padStart(6, '0');   // spec says 8 digits
}
