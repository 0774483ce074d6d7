// Reading time from the words of an article's HTML. Hebrew prose is read at
// roughly 180 words a minute; product.md §2 wants articles of 5 to 7 minutes.
const WORDS_PER_MINUTE = 180;

function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ");
}

export function wordCount(html: string): number {
  return htmlText(html).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
