import { Award, Clock, Headset, type LucideIcon } from 'lucide-react';
import { rushWords } from '#shared/rush';

const REASONS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Premium Materials',
    text: 'Heavy-duty vinyl, rigid boards and premium card stocks with vivid, fade-resistant inks that last indoors and out.',
    icon: Award,
  },
  {
    title: 'Fast Turnaround',
    text: `Each product shows its ready date; rush takes ${rushWords}.`,
    icon: Clock,
  },
  {
    title: 'Industry-Leading Support',
    text: 'Real people check every file before printing and help with sizes, materials and free design work.',
    icon: Headset,
  },
];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-16 py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Why Choose PrintPro Signs?
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            PrintPro Signs prints banners, signs, trade show displays, business cards, yard signs and stickers
            for small businesses, schools, events and campaigns. We combine professional print equipment with
            a team that cares about getting every order right.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
