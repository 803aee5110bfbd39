import type { AnalyticsChild, ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import type { Grade } from '@ttc/shared-protocol/api/classes';
import PDFDocument from 'pdfkit';
import { REPORT_TEXTS, reportTexts } from './texts/by-language';
import { CHARACTER_NAMES } from './texts/character-names';

// The printable progress report a teacher hands to a child's parents: on one A4 page, in the
// class's language, the child by nickname and character only. pdfkit's standard fonts
// (Helvetica) ship inside the pdfkit package, so nothing is read from disk at run time; they
// cover the Latin-1 letters of our five languages.

export type ParentReport = {
  language: string;
  schoolName: string | null;
  className: string;
  grade: Grade;
  child: AnalyticsChild;
  /** The child's analytics (one row, no groups). */
  analytics: ClassAnalytics;
};

/** Tricky parts named at most. */
const TRICKY_MAX = 3;
const INK = '#1f2937';
const MUTED = '#6b7280';
const TRACK = '#e5e7eb';
const BAR = '#2563eb';

const percent = (correct: number, answered: number) =>
  answered === 0 ? 0 : Math.round((correct / answered) * 100);

/** The report as a PDF stream (pipe it to the response). */
export function renderParentReport(report: ParentReport): PDFKit.PDFDocument {
  const language = report.language in REPORT_TEXTS ? report.language : 'en';
  const texts = reportTexts(language);
  const { pdf } = texts;
  const { analytics, child } = report;
  const characterName =
    CHARACTER_NAMES[language as keyof typeof CHARACTER_NAMES][child.character] ?? child.character;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    displayTitle: true,
    info: { Title: `${pdf.title}: ${child.nickname}`, Author: 'Tick Tock Class' },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text('Tick Tock Class');
  doc.moveDown(0.3);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(pdf.title);
  doc.moveDown(0.6);

  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  if (report.schoolName) line(pdf.school, report.schoolName);
  line(pdf.class, `${report.className} (${pdf.grade(report.grade)})`);
  line(pdf.child, child.nickname);
  line(pdf.character, characterName);
  const first = analytics.trend[0];
  const last = analytics.trend.at(-1);
  if (first && last) {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const from = format.format(new Date(first.at));
    const to = format.format(new Date(last.at));
    line(pdf.period, from === to ? from : `${from} – ${to}`);
  }
  doc.moveDown(0.8);

  if (analytics.answered === 0) {
    doc.font('Helvetica').fontSize(12).text(pdf.noAnswers, { width });
  } else {
    doc
      .font('Helvetica')
      .fontSize(12)
      .text(
        pdf.answered(
          analytics.answered,
          analytics.correct,
          percent(analytics.correct, analytics.answered),
        ),
      );
    heading(doc, pdf.accuracyTitle);
    const labelWidth = 170;
    const barWidth = width - labelWidth - 90;
    for (const skill of analytics.skills) {
      const y = doc.y;
      const share = skill.answered === 0 ? 0 : skill.correct / skill.answered;
      doc.font('Helvetica').fontSize(11).fillColor(INK);
      doc.text(texts.skills[skill.skill], left, y, { width: labelWidth - 10 });
      const barX = left + labelWidth;
      doc.rect(barX, y, barWidth, 12).fill(TRACK);
      if (share > 0) doc.rect(barX, y, barWidth * share, 12).fill(BAR);
      doc
        .fillColor(INK)
        .text(
          `${percent(skill.correct, skill.answered)} % (${skill.correct}/${skill.answered})`,
          barX + barWidth + 8,
          y,
          { width: 82 },
        );
      doc.x = left;
      doc.y = Math.max(doc.y, y + 16) + 4;
    }

    const tricky = (analytics.children[0]?.cells ?? []).slice(0, TRICKY_MAX).map((c) => c.tag);
    heading(doc, pdf.trickyTitle(child.nickname));
    if (tricky.length === 0) doc.font('Helvetica').fontSize(11).text(pdf.nothingTricky, { width });
    for (const tag of tricky) bullet(doc, texts.tags[tag].tricky, width);

    heading(doc, pdf.homeTitle);
    for (const tag of tricky) bullet(doc, texts.tags[tag].home, width);
    bullet(doc, pdf.homeEveryDay, width);
  }

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(pdf.footer, left, doc.y, { width });
  doc.end();
  return doc;
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(1);
  doc.x = doc.page.margins.left;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(text);
  doc.moveDown(0.4);
}

function bullet(doc: PDFKit.PDFDocument, text: string, width: number): void {
  const left = doc.page.margins.left;
  const y = doc.y;
  doc.fillColor(INK).font('Helvetica').fontSize(11).text('•', left, y);
  doc.text(text, left + 14, y, { width: width - 14 });
  doc.x = left;
  doc.moveDown(0.3);
}
