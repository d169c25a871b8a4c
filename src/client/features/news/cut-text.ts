import { NEWS_TEXT_CUT } from '#shared/api/news.ts';

/** spec 03 §4: news text is cut at 160 characters (counted as code points, so an emoji is never split). */
export function cutText(text: string, limit = NEWS_TEXT_CUT): { text: string; cut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, cut: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, cut: true };
}
