import { Link } from 'react-router-dom';
import { Section, StaffPage, staffRoleNames, useStaff } from '@member-site/shared/staff';
import { staffMenu } from '../lib/staff-routing';

export const homeTexts = {
  greeting: (name: string) => `สวัสดี คุณ${name}`,
  roles: 'บทบาทของคุณ',
  pages: 'หน้าที่คุณใช้งานได้',
  hint: 'เมนูแสดงเฉพาะหน้าที่บทบาทของคุณมีสิทธิ์ใช้งาน ทุกการกระทำในระบบหลังบ้านจะถูกบันทึกไว้',
} as const;

/** The back office's start page: who is signed in, with which roles, and the pages those roles open. */
export default function HomePage() {
  const staff = useStaff();
  const groups = staffMenu(staff.permissions)
    .map((group) => ({ ...group, items: group.items.filter((item) => item.name !== 'home') }))
    .filter((group) => group.items.length > 0);
  return (
    <StaffPage route="home" intro={homeTexts.greeting(staff.displayName)}>
      <Section title={homeTexts.roles}>
        <ul className="bo-home__roles">
          {staff.roles.map((role) => (
            <li key={role} className="ms-badge ms-badge--ok">
              {staffRoleNames[role]}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={homeTexts.pages}>
        <div className="bo-home__groups">
          {groups.map((group) => (
            <div key={group.group} className="bo-home__group">
              <h3 className="bo-home__group-title">{group.label}</h3>
              <ul className="bo-home__links">
                {group.items.map((item) => (
                  <li key={item.name}>
                    <Link to={item.path}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="ms-hint">{homeTexts.hint}</p>
      </Section>
    </StaffPage>
  );
}
