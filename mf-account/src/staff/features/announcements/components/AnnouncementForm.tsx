import {
  CheckboxField,
  FormEnd,
  TextAreaField,
  TextField,
  requiredText,
  staffAnnouncementCreateEndpoint,
  staffAnnouncementsEndpoint,
  useStaffMutation,
  type StaffAnnouncementCreate,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { announcementTexts as t } from '../texts';

const blank: StaffAnnouncementCreate = { title: '', body: '', publish: false };

/** A new announcement: kept as a draft, or published at once. */
export function AnnouncementForm() {
  const form = useForm<StaffAnnouncementCreate>({ defaultValues: blank });
  const [saved, setSaved] = useState<string | null>(null);
  const create = useStaffMutation(staffAnnouncementCreateEndpoint, {
    input: (body: StaffAnnouncementCreate) => ({ body }),
    refreshes: [staffAnnouncementsEndpoint],
    onSuccess: (answer) => {
      setSaved(t.saved(answer.title));
      form.reset(blank);
    },
  });
  const submit = form.handleSubmit((values) => {
    setSaved(null);
    create.mutate({ title: values.title.trim(), body: values.body.trim(), publish: values.publish });
  });
  return (
    <form className="bo-form" aria-label={t.formTitle} onSubmit={submit} noValidate>
      <div className="bo-wide">
        <TextField form={form} name="title" label={t.title} autoComplete="off" rules={requiredText(t.title, { max: 120 })} />
      </div>
      <div className="bo-wide">
        <TextAreaField form={form} name="body" label={t.body} hint={t.bodyHint} rows={5} rules={requiredText(t.body, { max: 2000 })} />
      </div>
      <CheckboxField form={form} name="publish" label={t.publishNow} />
      <FormEnd label={t.save} pending={create.isPending} error={create.errorText}>
        {saved ? (
          <span className="bo-done" role="status">
            {saved}
          </span>
        ) : null}
      </FormEnd>
    </form>
  );
}
