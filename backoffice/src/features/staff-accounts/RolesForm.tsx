import { CheckboxGroup, FormEnd, staffRoleNames, staffRoles, staffTexts, type StaffRole } from '@member-site/shared/staff';
import { Button } from '@member-site/shared';
import { useForm } from 'react-hook-form';
import { accountTexts as t } from './texts';

export const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleNames[role] }));

export const rolesRule = { validate: (value: unknown) => (Array.isArray(value) && value.length > 0) || t.rolesRequired };

/** Roles as react-hook-form gives a checkbox group: an array, or a lone value, or false. */
export function rolesOf(value: unknown): StaffRole[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return staffRoles.filter((role) => list.includes(role));
}

/** A staff member's roles as checkboxes, saved together. */
export function RolesForm({
  name,
  roles,
  save,
  error,
  pending,
  onCancel,
}: {
  name: string;
  roles: StaffRole[];
  save: (roles: StaffRole[]) => void;
  error: string | null;
  pending: boolean;
  onCancel: () => void;
}) {
  const form = useForm<{ roles: StaffRole[] }>({ defaultValues: { roles } });
  return (
    <form className="bo-note-action" aria-label={t.rolesOf(name)} onSubmit={form.handleSubmit((values) => save(rolesOf(values.roles)))} noValidate>
      <CheckboxGroup form={form} name="roles" label={t.roles} options={roleOptions} rules={rolesRule} />
      <FormEnd label={t.saveRoles} pending={pending} error={error}>
        <Button small look="ghost" onClick={onCancel}>
          {staffTexts.cancel}
        </Button>
      </FormEnd>
    </form>
  );
}
