import { type ClassDetail, ROSTER_MAX, type RosterChild } from '@ttc/shared-protocol/api/classes';
import { CHARACTERS, type CharacterId } from '@ttc/shared-protocol/game/characters';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useAddChild, useRemoveChild, useUpdateChild } from '../api/roster';
import { useChildLabels } from '../model/child-labels';
import { ChildForm, type ChildFormValue } from './child-form';
import { errorText } from './query-status';
import { useNames } from './use-names';

type Props = { klass: ClassDetail };

/** The roster: each child's character, nickname and private label; add, change, remove. */
export function Roster({ klass }: Props) {
  const { t } = useTranslation('classes');
  const id = useId();
  const { labels, setLabel } = useChildLabels(klass.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RosterChild | null>(null);
  const remove = useRemoveChild(klass.id);
  const nicknames = klass.children.map((c) => c.nickname);

  const confirmRemove = () => {
    if (!removing) return;
    const child = removing;
    remove.mutate(child.id, {
      onSuccess: () => {
        setLabel(child.id, '');
        setRemoving(null);
        toast({ title: t('roster.removed', { name: child.nickname }) });
      },
    });
  };

  return (
    <section className="classes-card roster" aria-labelledby={`${id}-title`} id="children">
      <h2 id={`${id}-title`}>{t('roster.title')}</h2>
      <p className="classes-hint">{t('roster.intro')}</p>
      <p className="classes-privacy">{t('roster.privacy')}</p>
      {klass.children.length === 0 ? (
        <p className="classes-status">{t('roster.empty')}</p>
      ) : (
        <ul className="roster__list">
          {klass.children.map((child) =>
            editing === child.id ? (
              <li key={child.id} className="roster__item roster__item--editing">
                <EditChild
                  classId={klass.id}
                  child={child}
                  label={labels[child.id] ?? ''}
                  otherNicknames={nicknames.filter((n) => n !== child.nickname)}
                  onDone={() => setEditing(null)}
                  onLabel={(label) => setLabel(child.id, label)}
                />
              </li>
            ) : (
              <li key={child.id} className="roster__item">
                <ChildRow
                  classId={klass.id}
                  child={child}
                  label={labels[child.id]}
                  onEdit={() => setEditing(child.id)}
                  onRemove={() => {
                    remove.reset();
                    setRemoving(child);
                  }}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {klass.children.length >= ROSTER_MAX ? (
        <p className="classes-status">{t('roster.full', { max: ROSTER_MAX })}</p>
      ) : (
        <AddChild klass={klass} onLabel={setLabel} />
      )}
      {removing && (
        <ConfirmDialog
          title={t('roster.removeTitle', { name: removing.nickname })}
          confirmLabel={t('roster.removeConfirm')}
          cancelLabel={t('cancel')}
          destructive
          busy={remove.isPending}
          error={
            remove.isError
              ? t('roster.removeFailed', {
                  name: removing.nickname,
                  message: errorText(remove.error),
                })
              : null
          }
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('roster.removeText', { name: removing.nickname })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

type RowProps = {
  classId: string;
  child: RosterChild;
  label: string | undefined;
  onEdit: () => void;
  onRemove: () => void;
};

function ChildRow({ classId, child, label, onEdit, onRemove }: RowProps) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const character = CHARACTERS.find((c) => c.id === child.character);
  return (
    <>
      <span
        className="roster__avatar"
        style={{ '--character-color': character?.color } as React.CSSProperties}
        role="img"
        aria-label={names.character(child.character)}
      >
        {character?.emoji}
      </span>
      <span className="roster__names">
        <span className="roster__nickname">{child.nickname}</span>
        {label && (
          <span className="roster__label">
            {label} <span className="visually-hidden">({t('roster.labelNote')})</span>
          </span>
        )}
      </span>
      <span className="roster__actions">
        <Link
          className="button"
          to={paths.child.getHref(classId, child.id)}
          aria-label={t('roster.progressLabel', { name: child.nickname })}
        >
          {t('roster.progress')}
        </Link>
        <button
          type="button"
          className="button"
          onClick={onEdit}
          aria-label={t('roster.editLabel', { name: child.nickname })}
        >
          {t('roster.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost roster__remove"
          onClick={onRemove}
          aria-label={t('roster.removeLabel', { name: child.nickname })}
        >
          {t('roster.remove')}
        </button>
      </span>
    </>
  );
}

type EditProps = {
  classId: string;
  child: RosterChild;
  label: string;
  otherNicknames: readonly string[];
  onDone: () => void;
  onLabel: (label: string) => void;
};

function EditChild({ classId, child, label, otherNicknames, onDone, onLabel }: EditProps) {
  const { t } = useTranslation('classes');
  const id = useId();
  const update = useUpdateChild(classId);

  const submit = (value: ChildFormValue) => {
    onLabel(value.label);
    const input: { nickname?: string; character?: CharacterId } = {};
    if (value.nickname !== child.nickname) input.nickname = value.nickname;
    if (value.character !== child.character) input.character = value.character;
    if (Object.keys(input).length === 0) {
      toast({ title: t('roster.saved') });
      onDone();
      return;
    }
    update.mutate(
      { childId: child.id, input },
      {
        onSuccess: () => {
          toast({ title: t('roster.saved') });
          onDone();
        },
      },
    );
  };

  return (
    <div className="roster__edit">
      <h3 id={`${id}-title`}>{t('roster.editTitle', { name: child.nickname })}</h3>
      <ChildForm
        initial={{ nickname: child.nickname, character: child.character, label }}
        otherNicknames={otherNicknames}
        submitLabel={t('save')}
        busy={update.isPending}
        error={update.isError ? t('roster.saveFailed', { message: errorText(update.error) }) : null}
        onSubmit={submit}
      >
        <button type="button" className="button button--large" onClick={onDone}>
          {t('cancel')}
        </button>
      </ChildForm>
    </div>
  );
}

function AddChild({
  klass,
  onLabel,
}: {
  klass: ClassDetail;
  onLabel: (childId: string, label: string) => void;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const add = useAddChild(klass.id);
  // A new form after each child: the next child starts blank, with a character nobody has yet
  // (counting the one just added, which the roster shows only once it is fetched again). The key
  // changes only then, so a refetch never wipes what the teacher is typing.
  const [round, setRound] = useState(0);
  const [justAdded, setJustAdded] = useState<CharacterId[]>([]);
  const used = new Set([...klass.children.map((c) => c.character), ...justAdded]);
  const firstFree = CHARACTERS.find((c) => !used.has(c.id))?.id ?? 'cat';

  const submit = (value: ChildFormValue) => {
    add.mutate(
      { nickname: value.nickname, character: value.character },
      {
        onSuccess: (child) => {
          if (value.label) onLabel(child.id, value.label);
          toast({ title: t('roster.added', { name: child.nickname }) });
          setJustAdded((list) => [...list, child.character]);
          setRound((r) => r + 1);
        },
      },
    );
  };

  return (
    <div className="roster__add">
      <h3 id={`${id}-title`}>{t('roster.addTitle')}</h3>
      <ChildForm
        key={round}
        initial={{ nickname: '', character: firstFree, label: '' }}
        otherNicknames={klass.children.map((c) => c.nickname)}
        submitLabel={add.isPending ? t('roster.adding') : t('roster.add')}
        busy={add.isPending}
        error={add.isError ? t('roster.addFailed', { message: errorText(add.error) }) : null}
        onSubmit={submit}
      />
    </div>
  );
}
