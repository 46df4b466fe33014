import type { z } from 'zod';
import { CONTACT_LIMITS, ReplyInput } from '#shared/support/support.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextAreaField } from '#client/components/ui/forms/text-area-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useMessageAction } from '../api/message-actions.ts';

/** The reply box under a thread: sent by mail to the sender; the message becomes answered. */
export function ReplyForm({
  messageId,
  to,
  onSent,
}: {
  messageId: string;
  to: string;
  onSent: () => void;
}) {
  const action = useMessageAction();
  const { form, formRef, field, failure, submit } = useZodForm<
    z.input<typeof ReplyInput>,
    ReplyInput
  >(ReplyInput, { defaultValues: { body: '' } });
  const onSubmit = submit(async ({ body }) => {
    await action.mutateAsync({ kind: 'reply', id: messageId, body });
    form.reset({ body: '' });
    onSent();
  });
  return (
    <form ref={formRef} className="form" noValidate aria-label="Reply" onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextAreaField
        label="Your reply"
        hint={`Sent by mail to ${to}.`}
        maxLength={CONTACT_LIMITS.reply}
        {...field('body')}
      />
      <div className="form__actions">
        <Button type="submit" busy={action.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
