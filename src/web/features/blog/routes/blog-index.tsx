import { canonicalLink, pageMeta } from "../../../lib/seo";
import { ARTICLES, articleSummary } from "../article-list";
import { ArticleCard } from "../components/article-card";
import type { Route } from "./+types/blog-index";

const PATH = "/blog";
const DESCRIPTION =
  "Practical guides for UK students and graduates on spring weeks, internships, online tests, assessment centres, technical interviews, networking and finance careers.";

export function meta() {
  return pageMeta({ path: PATH, title: "Blog: finance careers guides", description: DESCRIPTION });
}

export function links() {
  return canonicalLink(PATH);
}

// Runs when the page is prerendered: the cards need no article bodies, so none reach the browser.
export function loader() {
  return { articles: ARTICLES.map(articleSummary) };
}

// spec 000 §2.1: the list of the 9 articles; the first row's images load eagerly (above the fold).
export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Finance Careers Blog
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Guides to winning a finance internship or graduate role in the UK: when to apply, how selection
          works and how to prepare for every stage.
        </p>
      </header>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.articles.map((article, index) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} eagerImage={index < 3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
