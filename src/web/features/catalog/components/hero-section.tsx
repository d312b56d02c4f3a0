import { ArrowRight, Flag, type LucideIcon, Presentation, Signpost, Sparkles, Truck } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { rushWords } from '#shared/rush';
import { Button } from '#web/components/ui/button.tsx';

const loadQuoteDialog = () => import('../../quotes/index.ts');
const QuoteRequestDialog = lazy(async () => ({ default: (await loadQuoteDialog()).QuoteRequestDialog }));

const TILES: { label: string; icon: LucideIcon; className: string }[] = [
  { label: 'Custom Vinyl Banners', icon: Flag, className: 'from-brand-500 to-brand-700' },
  { label: 'Step & Repeat', icon: Sparkles, className: 'from-accent-500 to-accent-600' },
  { label: 'Trade Show Displays', icon: Presentation, className: 'from-slate-600 to-slate-800' },
  { label: 'Custom Signs', icon: Signpost, className: 'from-brand-700 to-brand-900' },
];

/** 'Get Free Quote': the dialog's code is fetched when the button is pointed at, focused or pressed. */
function QuoteButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    loadQuoteDialog().catch(() => {
      // A failed preload is retried when the button is pressed.
    });
  };
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="lg"
        aria-haspopup="dialog"
        className="border-white/40 bg-transparent text-white hover:bg-white/10"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Get Free Quote
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog open={open} onOpenChange={setOpen} returnFocusRef={button} />
        </Suspense>
      ) : null}
    </>
  );
}

export function HeroSection() {
  // 'Start Your Order' keeps the catalogue's filters in the URL while jumping to the list.
  const { search } = useLocation();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300 ring-1 ring-white/20">
            <Truck className="size-4" aria-hidden="true" />
            Rush production in {rushWords}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Custom Printing &amp; Signage That Gets You Noticed
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            Banners, trade show displays, yard signs, business cards and stickers — printed on premium
            materials. Upload your artwork or let our team design it for free.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to={{ pathname: '/', search, hash: '#products' }}>
                Start Your Order
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <QuoteButton />
          </div>
        </div>
        <div className="relative">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {TILES.map(({ label, icon: Icon, className }) => (
              <li
                key={label}
                className={`flex aspect-4/3 flex-col justify-end rounded-xl bg-linear-to-br p-4 shadow-lg ring-1 ring-white/10 ${className}`}
              >
                <Icon className="mb-auto size-8 opacity-80" aria-hidden="true" />
                <span className="text-sm font-semibold sm:text-base">{label}</span>
              </li>
            ))}
          </ul>
          <p className="absolute -top-3 -right-2 rotate-6 rounded-full bg-accent-500 px-4 py-2 text-sm font-extrabold text-slate-950 shadow-lg">
            Fast Shipping!
          </p>
        </div>
      </div>
    </section>
  );
}
