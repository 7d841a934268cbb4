// Its own module so that pages can link to an article without importing the article list (and with it
// every article's text) into the browser's scripts.
export function articlePath(id: string): string {
  return `/blog/${id}`;
}
