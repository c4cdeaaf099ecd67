import { ALT_TEXT_MAX } from '@rep/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { type ArticleDraft, ArticleEditor } from './ArticleEditor';
import { removeEmptyInlines } from './cleanDocument';
import { articleExtensions } from './extensions';
import { ImageDescriptionBar, selectInsertedImage } from './ImageDescriptionBar';
import { LinkDialog } from './LinkDialog';
import { isHttpUrl } from './linkUrl';

describe('isHttpUrl (SPEC §5: a URL is valid only with http or https)', () => {
  it('accepts http and https URLs only', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl(' http://example.com ')).toBe(true);
    for (const bad of [
      'ftp://example.com',
      'javascript:alert(1)',
      'mailto:a@b.c',
      'example.com',
      'https://',
      '',
    ])
      expect(isHttpUrl(bad), bad).toBe(false);
  });
});

describe('LinkDialog (SPEC §2, §5)', () => {
  it('enables Add only for an http(s) URL, sends title and URL, and offers remove on an existing link', () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    render(
      <LinkDialog
        open
        onOpenChange={() => {}}
        initial={{ href: '', title: '' }}
        canRemove
        onAdd={onAdd}
        onRemove={onRemove}
      />,
    );
    const add = screen.getByTestId('link-add');
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByTestId('link-url'), { target: { value: 'javascript:alert(1)' } });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByTestId('link-title'), { target: { value: 'Docs' } });
    fireEvent.change(screen.getByTestId('link-url'), { target: { value: 'https://example.com/docs' } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith({ href: 'https://example.com/docs', title: 'Docs' });
    fireEvent.click(screen.getByTestId('link-remove'));
    expect(onRemove).toHaveBeenCalled();
  });
});

describe('removeEmptyInlines (SPEC §5)', () => {
  it('drops empty text nodes and the marks of blank runs', () => {
    expect(
      removeEmptyInlines({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: '' },
              { type: 'text', text: ' ', marks: [{ type: 'link', attrs: { href: 'https://a.example' } }] },
              { type: 'text', text: 'kept', marks: [{ type: 'bold' }] },
            ],
          },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: ' ' },
            { type: 'text', text: 'kept', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    });
  });
});

describe('ArticleEditor toolbar (SPEC §5)', () => {
  it('names every button, reports pressed marks, and a code block disables bold, italic, underline, strike, image and video', async () => {
    let draft: ArticleDraft | undefined;
    render(<ArticleEditor label="Article body" onChange={(next) => (draft = next)} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const button of toolbar.querySelectorAll('button')) expect(button).toHaveAccessibleName();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(bold));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Code block' })));
    expect(screen.getByRole('button', { name: 'Code block' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Image', 'Video'])
      expect(screen.getByRole('button', { name }), name).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Heading H2' })).toBeEnabled();
    expect(draft?.document.content?.[0]?.type).toBe('codeBlock');
  });
});

describe('ImageDescriptionBar (issue 16: an article image described as a post image)', () => {
  it("offers 'Add description' on the selected image, saves it as the node's alt, then offers 'Edit description'", async () => {
    const src = '/storage/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    const editor = new Editor({
      extensions: articleExtensions,
      content: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Before' }] },
          { type: 'image', attrs: { src, alt: '' } },
          { type: 'paragraph' },
        ],
      },
    });
    render(<ImageDescriptionBar editor={editor} />);
    expect(screen.queryByTestId('article-image-bar')).toBeNull();
    act(() => selectInsertedImage(editor, src));
    expect(screen.getByTestId('article-image-alt-text')).toHaveTextContent('This image has no description.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add description' })));
    const input = screen.getByTestId('alt-text-input');
    expect(input).toHaveAttribute('maxLength', String(ALT_TEXT_MAX));
    fireEvent.change(input, { target: { value: '  A red fox in the snow  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('alt-text-save')));
    expect(editor.getJSON().content?.[1]?.attrs?.alt).toBe('A red fox in the snow');
    expect(screen.getByTestId('article-image-alt-text')).toHaveTextContent(
      'Description: A red fox in the snow',
    );
    expect(screen.getByRole('button', { name: 'Edit description' })).toBeInTheDocument();
    // Clearing the description leaves the image without one ('', rendered alt="" by the server).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit description' })));
    fireEvent.change(screen.getByTestId('alt-text-input'), { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByTestId('alt-text-save')));
    expect(editor.getJSON().content?.[1]?.attrs?.alt).toBe('');
    act(() => editor.commands.setTextSelection(2));
    expect(screen.queryByTestId('article-image-bar')).toBeNull();
    editor.destroy();
  });
});
