import { ARTICLE_BODY_MAX, articleImageAltIssue } from '@rep/shared';
import { ApiError } from '../http/errors';
import { ARTICLE_DOCUMENT_MAX_BYTES, cleanDocument, type DocNode, documentText } from './document';
import { renderDocument } from './render';
import { sanitizeArticleHtml } from './sanitize';

/** An article's stored rich text (issue 16): the cleaned editor JSON, its sanitised HTML and its plain text. */
export interface ArticleContent {
  document: DocNode;
  html: string;
  body: string;
}

/**
 * Turns a submitted editor document into what the posts table stores: the document cleaned (unknown
 * nodes dropped), rendered through the fixed mapping and sanitised, and its plain text for `body`.
 * @throws ApiError BadRequest when the document is not a `doc`, is larger than the cap, an image's `alt` is
 *   not a text of at most ALT_TEXT_MAX (1,500) characters (`articleImageAltIssue`), or its text is longer
 *   than {@link ARTICLE_BODY_MAX}
 */
export function articleContent(input: unknown): ArticleContent {
  const document = cleanDocument(input);
  if (!document) {
    throw new ApiError(
      'BadRequest',
      `document: must be an editor document of at most ${ARTICLE_DOCUMENT_MAX_BYTES} bytes`,
    );
  }
  const altIssue = articleImageAltIssue(input);
  if (altIssue) throw new ApiError('BadRequest', `document.${altIssue.path.join('.')}: ${altIssue.message}`);
  const body = documentText(document);
  if (body.length > ARTICLE_BODY_MAX) {
    throw new ApiError('BadRequest', `document: its text must be at most ${ARTICLE_BODY_MAX} characters`);
  }
  return { document, html: sanitizeArticleHtml(renderDocument(document)), body };
}
