/** The 'Messages' page heading of the chat screens before a conversation is open (`id` for aria-labelledby). */
export function MessagesHeading({ id = 'messages-heading' }: { id?: string }) {
  return (
    <h1 id={id} className="border-b border-slate-200 bg-white px-4 py-3 text-lg font-bold">
      Messages
    </h1>
  );
}
