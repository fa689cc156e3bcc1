import { Quote } from 'lucide-react';
import { quoteForDay } from '../motivational-quotes.ts';

export function MotivationalQuote({ date, className = '' }: { date: string; className?: string }) {
  return (
    <figure className={`flex gap-3 rounded-2xl bg-primary-soft p-5 text-ink ${className}`}>
      <Quote aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
      <blockquote className="text-lg leading-relaxed italic">
        <p>{quoteForDay(date)}</p>
      </blockquote>
    </figure>
  );
}
