import { Section, StaffPage } from '@member-site/shared/staff';
import { AnnouncementForm } from '../features/announcements/components/AnnouncementForm';
import { AnnouncementList } from '../features/announcements/components/AnnouncementList';
import { announcementTexts as t } from '../features/announcements/texts';

/** /announcements: write, publish and unpublish what members read on their announcements page. */
export default function AnnouncementsPage() {
  return (
    <StaffPage route="announcements" intro={t.intro}>
      <Section title={t.formTitle}>
        <AnnouncementForm />
      </Section>
      <Section title={t.listTitle}>
        <AnnouncementList />
      </Section>
    </StaffPage>
  );
}
