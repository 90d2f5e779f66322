import { Link } from 'react-router-dom';
import { staffPath } from '@member-site/shared/staff';

export const statusTexts = {
  forbidden: 'ไม่มีสิทธิ์เข้าถึงหน้านี้',
  forbiddenHint: 'บทบาทของคุณไม่ได้รับสิทธิ์ใช้งานหน้านี้ หากจำเป็นต้องใช้ กรุณาติดต่อผู้ดูแลระบบ',
  notFound: 'ไม่พบหน้านี้',
  notFoundHint: 'ที่อยู่นี้ไม่มีในระบบหลังบ้าน กรุณาตรวจสอบลิงก์ หรือเลือกหน้าจากเมนู',
  home: 'กลับหน้าหลัก',
} as const;

/** A page of the route table that the staff member's permissions do not allow (the API refuses its calls anyway): 403. */
export function ForbiddenPage({ title }: { title: string }) {
  return (
    <div className="bo-status" data-status="403">
      <h1 className="bo-status__title">{statusTexts.forbidden}</h1>
      <p className="bo-status__code">403 · {title}</p>
      <p>{statusTexts.forbiddenHint}</p>
      <Link className="ms-button ms-button--small" to={staffPath('home')}>
        {statusTexts.home}
      </Link>
    </div>
  );
}

/** An address the route table does not have: 404. */
export function NotFoundPage() {
  return (
    <div className="bo-status" data-status="404">
      <h1 className="bo-status__title">{statusTexts.notFound}</h1>
      <p className="bo-status__code">404</p>
      <p>{statusTexts.notFoundHint}</p>
      <Link className="ms-button ms-button--small" to={staffPath('home')}>
        {statusTexts.home}
      </Link>
    </div>
  );
}
