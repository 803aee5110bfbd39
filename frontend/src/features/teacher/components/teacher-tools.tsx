import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';

// The spec's Lesson Plans, My Students and Analytics cards, with the assignments and the school.
// Analytics live on each class's screen, so that card opens the classes too.
const TOOLS = [
  { key: 'lessons', icon: '📚', href: paths.lessons.getHref() },
  { key: 'students', icon: '🧒', href: paths.classes.getHref() },
  { key: 'analytics', icon: '📊', href: paths.classes.getHref() },
  { key: 'assignments', icon: '📝', href: paths.assignments.getHref() },
  { key: 'school', icon: '🏫', href: paths.school.getHref() },
] as const;

/** The dashboard's tool cards, each a link to its screen. */
export function TeacherTools() {
  const { t } = useTranslation('teacher');
  const id = useId();
  return (
    <nav className="teacher-tools" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('tools.title')}
      </h2>
      <ul className="teacher-tools__list">
        {TOOLS.map((tool) => (
          <li key={tool.key} className="teacher-tool">
            <span className="teacher-tool__icon" aria-hidden="true">
              {tool.icon}
            </span>
            <h3 className="teacher-tool__title">
              <Link to={tool.href}>{t(`tools.${tool.key}.title`)}</Link>
            </h3>
            <p className="teacher-tool__text">{t(`tools.${tool.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
