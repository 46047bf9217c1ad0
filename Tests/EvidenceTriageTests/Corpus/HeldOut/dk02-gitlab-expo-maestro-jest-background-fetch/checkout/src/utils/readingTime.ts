const WORDS_PER_MINUTE = 230;

export function readingTime(body: string): string {
  const words = body.trim().split(/\s+/).filter(Boolean).length;
  // BUG: Math.round instead of Math.ceil
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
