import {
  CheckboxGroup,
  FormEnd,
  TextField,
  requiredText,
  staffAccountCreateEndpoint,
  staffAccountsEndpoint,
  staffTexts,
  useStaffMutation,
  type StaffAccountCreate,
  type StaffRole,
} from '@member-site/shared/staff';
import { useForm } from 'react-hook-form';
import { roleOptions, rolesOf, rolesRule } from './RolesForm';
import { useShowSecret } from './secret';
import { accountTexts as t } from './texts';

interface AccountValues {
  username: string;
  displayName: string;
  roles: StaffRole[];
}

const blank: AccountValues = { username: '', displayName: '', roles: [] };

/** A new staff account; its first password is made by the API and shown once. */
export function CreateAccountForm() {
  const showSecret = useShowSecret();
  const form = useForm<AccountValues>({ defaultValues: blank });
  const create = useStaffMutation(staffAccountCreateEndpoint, {
    input: (body: StaffAccountCreate) => ({ body }),
    refreshes: [staffAccountsEndpoint],
    onSuccess: (answer) => {
      showSecret({ title: t.firstPassword(answer.account.username), value: answer.password, note: t.firstPasswordNote });
      form.reset(blank);
    },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate({ username: values.username.trim(), displayName: values.displayName.trim(), roles: rolesOf(values.roles) }),
  );
  return (
    <form className="bo-form" aria-label={t.createTitle} onSubmit={submit} noValidate>
      <TextField
        form={form}
        name="username"
        label={t.username}
        hint={t.usernameHint}
        autoComplete="off"
        autoCapitalize="none"
        rules={{
          validate: (value: string) => (value.trim() === '' ? staffTexts.required(t.username) : /^[a-z0-9._-]{3,32}$/.test(value.trim()) || t.usernameInvalid),
        }}
      />
      <TextField form={form} name="displayName" label={t.displayName} autoComplete="off" rules={requiredText(t.displayName, { max: 80 })} />
      <CheckboxGroup form={form} name="roles" label={t.roles} options={roleOptions} rules={rolesRule} />
      <FormEnd label={t.create} pending={create.isPending} error={create.errorText} />
    </form>
  );
}
