import {
  ActionButton,
  ActionError,
  DataTable,
  StatusBadge,
  When,
  WrittenText,
  staffAnnouncementPublishEndpoint,
  staffAnnouncementsEndpoint,
  staffAnnouncementUnpublishEndpoint,
  useStaffMutation,
  useStaffQuery,
  type Column,
  type StaffAnnouncement,
} from '@member-site/shared/staff';
import { accountStaffTexts as a } from '../../../components/texts';
import { announcementTexts as t } from '../texts';

const refreshes = [staffAnnouncementsEndpoint];

function PublishActions({ announcement }: { announcement: StaffAnnouncement }) {
  const params = { params: { id: announcement.id } };
  const publish = useStaffMutation(staffAnnouncementPublishEndpoint, { input: () => params, refreshes });
  const unpublish = useStaffMutation(staffAnnouncementUnpublishEndpoint, { input: () => params, refreshes });
  const pending = publish.isPending || unpublish.isPending;
  return (
    <div className="bo-actions">
      {announcement.status === 'draft' ? (
        <ActionButton look="gold" label={t.publish} pending={pending} run={() => publish.mutate()} />
      ) : (
        <ActionButton label={t.unpublish} pending={pending} run={() => unpublish.mutate()} />
      )}
      <ActionError>{publish.errorText ?? unpublish.errorText}</ActionError>
    </div>
  );
}

const columns: Column<StaffAnnouncement>[] = [
  { id: 'title', header: t.title, cell: (row) => row.title, sort: (row) => row.title, rowHeader: true },
  { id: 'status', header: a.status, cell: (row) => <StatusBadge kind="announcement" status={row.status} /> },
  { id: 'publishedAt', header: t.publishedAt, cell: (row) => <When at={row.publishedAt} />, sort: (row) => row.publishedAt ?? '' },
  { id: 'createdAt', header: a.createdAt, cell: (row) => <When at={row.createdAt} />, sort: (row) => row.createdAt },
  { id: 'actions', header: a.actions, cell: (row) => <PublishActions announcement={row} /> },
];

const detail = (row: StaffAnnouncement) => <WrittenText>{row.body}</WrittenText>;

/** Every announcement, drafts and published, with publish and unpublish. */
export function AnnouncementList() {
  const read = useStaffQuery(staffAnnouncementsEndpoint);
  return (
    <DataTable caption={t.caption} captionHidden columns={columns} rows={read.data?.data} rowId={(row) => row.id} empty={t.empty} read={read} detail={detail} />
  );
}
