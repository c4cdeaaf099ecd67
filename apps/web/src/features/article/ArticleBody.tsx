import './article.css';

export interface ArticleBodyProps {
  /** The article's HTML exactly as the server sanitised it (`Post.html`): never any other HTML. */
  html: string;
}

/**
 * A rich-text article's body on its page (issue 16). It renders only the server-sanitised HTML
 * (sanitize-html allow-list in apps/server/src/articles), with the shared article typography.
 */
export function ArticleBody({ html }: ArticleBodyProps) {
  return (
    <div
      data-testid="article-html"
      className="article-prose mt-3"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML only (issue 16)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
