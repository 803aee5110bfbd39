import type { SchoolMember } from '@ttc/shared-protocol/api/school';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../lib/i18n';
import { useRemoveMember } from '../api/school-mutations';
import { TableScroll } from './table-scroll';

type Props = { members: readonly SchoolMember[]; selfId: string | null };

/** The school's teachers with their classes and sessions; the admin removes a teacher. */
export function MembersSection({ members, selfId }: Props) {
  const { t } = useTranslation('school');
  const id = useId();
  const [removing, setRemoving] = useState<SchoolMember | null>(null);
  const remove = useRemoveMember();
  const nameOf = (m: SchoolMember) => m.name?.trim() || m.email;

  const close = () => {
    setRemoving(null);
    remove.reset();
  };

  return (
    <section className="school-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('members.title')}</h2>
      <TableScroll labelledBy={`${id}-title`}>
        <table className="school-table">
          <thead>
            <tr>
              <th scope="col">{t('members.name')}</th>
              <th scope="col">{t('members.classes')}</th>
              <th scope="col">{t('members.sessions')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('members.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.userId}>
                <th scope="row">
                  <span className="school-member__name">
                    {member.name?.trim() || t('members.noName')}
                    {member.userId === selfId && ` ${t('members.you')}`}
                  </span>
                  <span className="school-member__email">{member.email}</span>
                  {member.role === 'admin' && <span className="badge">{t('role.admin')}</span>}
                </th>
                <td>{member.classCount}</td>
                <td>{member.sessionCount}</td>
                <td>
                  {member.userId !== selfId && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('members.removeLabel', { name: nameOf(member) })}
                      onClick={() => setRemoving(member)}
                    >
                      {t('members.remove')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {removing && (
        <ConfirmDialog
          title={t('members.confirmTitle', { name: nameOf(removing) })}
          confirmLabel={t('members.confirm')}
          cancelLabel={t('members.cancel')}
          destructive
          busy={remove.isPending}
          error={
            remove.isError ? t('members.removeError', { message: remove.error.message }) : null
          }
          onCancel={close}
          onConfirm={() => remove.mutate(removing.userId, { onSuccess: close })}
        >
          <p>{t('members.confirmText', { name: nameOf(removing) })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
