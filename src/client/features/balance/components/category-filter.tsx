// The rewards tab's merchant category filter (spec 03 §2): a search box narrowing a list of the active categories;
// the list is the platform's own select, so phones get their picker and screen readers a plain listbox.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { localText } from '#client/lib/local-text.ts';
import { SelectField } from '#client/ui/select-field.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import { useRewardCategories } from '#client/lib/reward-categories.ts';

export function CategoryFilter({ value, onChange }: { value: string; onChange: (categoryId: string) => void }) {
  const { t, i18n } = useLingui();
  const categories = useRewardCategories();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const named = (categories.data ?? []).map((category) => ({ value: category.id, label: localText(category.name, i18n.locale) }));
  // The chosen one stays listed whatever the search, so the select never shows a value it does not have.
  const shown = named.filter((option) => option.value === value || option.label.toLocaleLowerCase().includes(needle));
  return (
    <>
      <TextField label={t`Поиск категории`} value={search} onChange={setSearch} autoComplete="off" />
      <SelectField label={t`Категория`} value={value} placeholder={t`Все категории`} options={shown} onChange={onChange} />
    </>
  );
}
