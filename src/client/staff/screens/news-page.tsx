// News (issue 15, admin): publish a news item in three languages with an image; correct, show or hide each one.
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { localText } from '#client/lib/local-text.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { notify } from '#client/ui/toast.tsx';
import { request } from '#client/lib/api.ts';
import { createNews, editNews, listStaffNews, newsTexts, setNewsStatus, type StaffNewsItem } from '#shared/api/staff-news.ts';
import { staffKeys } from '../api/keys.ts';
import { uploadStaffFile } from '../api/upload-staff-file.ts';
import { FileInput } from '../components/file-input.tsx';
import { ErrorBanner, StaffFormError } from '../components/form-error.tsx';

const newsForm = v.object({ ...newsTexts.entries, active: v.boolean() });
type NewsForm = v.InferOutput<typeof newsForm>;
const EMPTY: NewsForm = { title: { ru: '', uz: '', en: '' }, content: { ru: '', uz: '', en: '' }, active: true };

/** Publishes a new news item, or corrects `editing` (its texts, and its image replaced or taken away). */
function NewsEditor({ editing, onDone }: { editing: StaffNewsItem | null; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const form = useForm<NewsForm>({
    resolver: valibotResolver(newsForm),
    defaultValues: editing ? { title: editing.title, content: editing.content, active: editing.status === 'ACTIVE' } : EMPTY,
  });
  const active = form.watch('active');
  const submit = form.handleSubmit(async ({ title, content, active }) => {
    try {
      const uploaded = image ? (await uploadStaffFile(image)).id : null;
      if (editing) {
        const imageChange = uploaded ? { imageFileId: uploaded } : dropImage ? { imageFileId: null } : {};
        await request(editNews, { params: { id: editing.id }, body: { title, content, ...imageChange } });
        notify.success(t`Новость изменена`);
      } else {
        await request(createNews, { body: { title, content, imageFileId: uploaded, imageUrl: null, status: active ? 'ACTIVE' : 'INACTIVE' } });
        notify.success(t`Новость опубликована`);
      }
      void queryClient.invalidateQueries({ queryKey: staffKeys.news() });
      onDone();
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate aria-label={editing ? t`Изменить новость` : t`Новая новость`}>
      <h2 className="ap-subtitle">{editing ? t`Изменить новость` : t`Новая новость`}</h2>
      <StaffFormError control={form.control} />
      <div className="staff__three">
        <FormField control={form.control} name="title.ru" label={t`Заголовок (русский)`} autoFocus={editing !== null} />
        <FormField control={form.control} name="title.uz" label={t`Заголовок (узбекский)`} />
        <FormField control={form.control} name="title.en" label={t`Заголовок (английский)`} />
        <FormField control={form.control} name="content.ru" label={t`Текст (русский)`} />
        <FormField control={form.control} name="content.uz" label={t`Текст (узбекский)`} />
        <FormField control={form.control} name="content.en" label={t`Текст (английский)`} />
      </div>
      <FileInput
        label={editing?.image ? t`Новое изображение (jpg, png, gif)` : t`Изображение (jpg, png, gif)`}
        accept="image/*"
        file={image}
        onChange={setImage}
      />
      {editing ? (
        editing.image && (
          <Checkbox checked={dropImage} onChange={setDropImage}>
            {t`Убрать изображение`}
          </Checkbox>
        )
      ) : (
        <Checkbox checked={active} onChange={(checked) => form.setValue('active', checked)}>
          {t`Показывать сразу`}
        </Checkbox>
      )}
      <div className="ap-row">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {editing ? t`Сохранить` : t`Опубликовать`}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onDone}>
            {t`Отмена`}
          </Button>
        )}
      </div>
    </form>
  );
}

function NewsList({ onEdit }: { onEdit: (item: StaffNewsItem) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const news = useQuery({ queryKey: staffKeys.news(), queryFn: ({ signal }) => request(listStaffNews, { signal }) });
  const toggle = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'ACTIVE' | 'INACTIVE' }) => request(setNewsStatus, { params: { id }, body: { status } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.news() }),
  });
  if (news.isPending) return <DataLoading />;
  if (news.isError) return <DataError error={news.error} onRetry={() => void news.refetch()} />;
  if (news.data.length === 0) return <NothingToList icon="info">{t`Новостей нет`}</NothingToList>;
  return (
    <div className="ap-stack">
      <ErrorBanner error={toggle.error} />
      <div className="ap-table-wrap">
        <table className="ap-table">
          <thead>
            <tr>
              <th>{t`Заголовок`}</th>
              <th>{t`Изменена`}</th>
              <th>{t`Статус`}</th>
              <th>{t`Действия`}</th>
            </tr>
          </thead>
          <tbody>
            {news.data.map((item) => (
              <tr key={item.id}>
                <td>{localText(item.title, i18n.locale)}</td>
                <td>{formatDateTime(item.modifiedDate)}</td>
                <td>{item.status === 'ACTIVE' ? <Badge tone="success">{t`Показана`}</Badge> : <Badge tone="neutral">{t`Скрыта`}</Badge>}</td>
                <td>
                  <div className="ap-row">
                    <Button small variant="secondary" onClick={() => onEdit(item)} aria-label={t`Изменить «${localText(item.title, i18n.locale)}»`}>
                      {t`Изменить`}
                    </Button>
                    <Button
                      small
                      variant="secondary"
                      onClick={() => toggle.mutate({ id: item.id, status: item.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' })}
                    >
                      {item.status === 'ACTIVE' ? t`Скрыть` : t`Показать`}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function NewsPage() {
  const { t } = useLingui();
  const [editing, setEditing] = useState<StaffNewsItem | null>(null);
  // A new key after each save gives an empty form (and file field) again.
  const [round, setRound] = useState(0);
  const done = () => {
    setEditing(null);
    setRound((value) => value + 1);
  };
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Новости`}</h1>
      <NewsEditor key={editing ? `edit-${editing.id}` : `new-${round}`} editing={editing} onDone={done} />
      <NewsList onEdit={(item) => setEditing(item)} />
    </div>
  );
}
