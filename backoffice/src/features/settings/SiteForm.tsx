import { compareAmounts, isAmountInput } from '@member-site/shared';
import {
  CheckboxField,
  contactUrlPattern,
  FormEnd,
  SelectField,
  TextField,
  requiredText,
  staffQueryKey,
  staffSiteEndpoint,
  staffSiteUpdateEndpoint,
  staffTexts,
  useStaffMutation,
  type StaffSiteSettings,
  type StaffSiteUpdate,
} from '@member-site/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerModeLabel, settingsTexts as t } from './texts';

interface SiteValues {
  title: string;
  contactUrl: string;
  contactUrl2: string;
  registerMode: StaffSiteSettings['registerMode'];
  affiliateEnabled: boolean;
  affiliateCommission: string;
  approvalThreshold: string;
}

const contactUrl = new RegExp(contactUrlPattern);
const modeOptions = (Object.keys(registerModeLabel) as SiteValues['registerMode'][]).map((mode) => ({
  value: mode,
  label: `${mode} · ${registerModeLabel[mode]}`,
}));

function valuesOf(settings: StaffSiteSettings): SiteValues {
  return {
    title: settings.title,
    contactUrl: settings.contactUrl,
    contactUrl2: settings.contactUrl2 ?? '',
    registerMode: settings.registerMode,
    affiliateEnabled: settings.affiliateEnabled,
    affiliateCommission: settings.affiliateCommission,
    approvalThreshold: settings.approvalThreshold,
  };
}

/** Only what the admin changed: another admin's change to another field is not written back. */
function changesOf(values: SiteValues, dirty: Partial<Record<keyof SiteValues, boolean>>): StaffSiteUpdate {
  const update: StaffSiteUpdate = {};
  if (dirty.title) update.title = values.title.trim();
  if (dirty.contactUrl) update.contactUrl = values.contactUrl.trim();
  if (dirty.contactUrl2) update.contactUrl2 = values.contactUrl2.trim();
  if (dirty.registerMode) update.registerMode = values.registerMode;
  if (dirty.affiliateEnabled) update.affiliateEnabled = values.affiliateEnabled;
  if (dirty.affiliateCommission) update.affiliateCommission = values.affiliateCommission.trim();
  if (dirty.approvalThreshold) update.approvalThreshold = values.approvalThreshold.trim();
  return update;
}

const percent = (value: string) => {
  const text = value.trim();
  return (isAmountInput(text) && (compareAmounts(text, '100') ?? 1) <= 0) || t.commissionInvalid;
};

const amount = (what: string) => (value: string) => {
  const text = value.trim();
  if (text === '') return staffTexts.required(what);
  return isAmountInput(text) || staffTexts.amountInvalid;
};

/** The site's title, contact links, register mode, affiliate programme and approval threshold. */
export function SiteForm({ settings }: { settings: StaffSiteSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<SiteValues>({ defaultValues: valuesOf(settings) });
  const [notice, setNotice] = useState<string | null>(null);
  const save = useStaffMutation(staffSiteUpdateEndpoint, {
    input: (body: StaffSiteUpdate) => ({ body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffQueryKey(staffSiteEndpoint), answer);
      form.reset(valuesOf(answer));
      setNotice(t.saved);
    },
  });
  const submit = form.handleSubmit((values) => {
    const update = changesOf(values, form.formState.dirtyFields);
    if (Object.keys(update).length === 0) {
      setNotice(t.unchanged);
      return;
    }
    setNotice(null);
    save.mutate(update);
  });
  return (
    <form className="bo-form" aria-label={t.formTitle} onSubmit={submit} noValidate>
      <TextField form={form} name="title" label={t.title} autoComplete="off" rules={requiredText(t.title, { max: 60 })} />
      <SelectField form={form} name="registerMode" label={t.registerMode} options={modeOptions} />
      <TextField
        form={form}
        name="contactUrl"
        label={t.contactUrl}
        hint={t.contactHint}
        type="url"
        autoComplete="off"
        rules={{ validate: (value: string) => (value.trim() === '' ? staffTexts.required(t.contactUrl) : contactUrl.test(value.trim()) || t.contactInvalid) }}
      />
      <TextField
        form={form}
        name="contactUrl2"
        label={t.contactUrl2}
        hint={t.contactUrl2Hint}
        type="url"
        autoComplete="off"
        rules={{ validate: (value: string) => value.trim() === '' || contactUrl.test(value.trim()) || t.contactInvalid }}
      />
      <TextField form={form} name="affiliateCommission" label={t.affiliateCommission} inputMode="decimal" autoComplete="off" rules={{ validate: percent }} />
      <TextField
        form={form}
        name="approvalThreshold"
        label={t.approvalThreshold}
        hint={t.approvalHint}
        inputMode="decimal"
        autoComplete="off"
        rules={{ validate: amount(t.approvalThreshold) }}
      />
      <CheckboxField form={form} name="affiliateEnabled" label={t.affiliateEnabled} />
      <FormEnd label={t.save} pending={save.isPending} error={save.errorText}>
        {notice ? (
          <span className="bo-done" role="status">
            {notice}
          </span>
        ) : null}
      </FormEnd>
    </form>
  );
}
