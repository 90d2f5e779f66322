import { LoadState, Section, StaffPage, staffSiteEndpoint, useStaffQuery } from '@member-site/shared/staff';
import { ImageUpload } from '../features/settings/ImageUpload';
import { SiteForm } from '../features/settings/SiteForm';
import { settingsTexts as t } from '../features/settings/texts';

/** /settings: what members see of the site (title, images, contact links, register mode, affiliate) and the approval threshold. */
export default function SettingsPage() {
  const read = useStaffQuery(staffSiteEndpoint, {}, { staleTime: Infinity });
  return (
    <StaffPage route="settings" intro={t.intro}>
      <LoadState read={read}>
        {(settings) => (
          <>
            <Section title={t.formTitle}>
              <SiteForm settings={settings} />
            </Section>
            <Section title={t.imagesTitle}>
              <div className="bo-split">
                <ImageUpload kind="logo" settings={settings} />
                <ImageUpload kind="favicon" settings={settings} />
              </div>
            </Section>
          </>
        )}
      </LoadState>
    </StaffPage>
  );
}
