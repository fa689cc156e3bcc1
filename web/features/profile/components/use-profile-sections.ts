import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { type ProfileSectionId, profileSection, profileSections } from './profile-form-sections.ts';

type SectionProps = {
  title: string;
  icon: LucideIcon;
  summary: string;
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * Which profile sections are open (only 'Personal Information' at first), and the props each
 * collapsible section takes: its title, icon, summary and open state.
 */
export function useProfileSections(summaries: Record<ProfileSectionId, string>) {
  const [open, setOpen] = useState<Record<ProfileSectionId, boolean>>({
    personal: true,
    conditions: false,
    medications: false,
    symptoms: false,
    diet: false,
  });

  /** Opens, before the next line runs, every section holding one of these fields, so focus can go there. */
  function openSectionsWith(fields: readonly string[]) {
    flushSync(() => {
      setOpen((current) => {
        const next = { ...current };
        for (const section of profileSections) {
          if (section.fields.some((field) => fields.includes(field))) next[section.id] = true;
        }
        return next;
      });
    });
  }

  const sectionProps = (id: ProfileSectionId): SectionProps => {
    const meta = profileSection(id);
    return {
      title: meta.title,
      icon: meta.icon,
      summary: summaries[id],
      open: open[id],
      onOpenChange: (isOpen: boolean) => setOpen((current) => ({ ...current, [id]: isOpen })),
    };
  };

  return { sectionProps, openSectionsWith };
}
