// News (issue 15, admin): publish a news item in three languages with an image; show or hide each one.
import { valibotResolver } from '@hookform/resolvers/valibot';
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
import { staffRequest } from '../api/client.ts';
import { createNews, listStaffNews, newsForm, setNewsStatus, type NewsForm } from '../api/content.ts';
import { staffKeys } from '../api/keys.ts';
import { uploadStaffFile } from '../api/tickets.ts';
import { FileInput } from '../components/file-input.tsx';
import { ErrorBanner, StaffFormError } from '../components/form-error.tsx';

const EMPTY: NewsForm = { title: { ru: '', uz: '', en: '' }, content: { ru: '', uz: '', en: '' }, active: true };

function NewsEditor() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const form = useForm<NewsForm>({ resolver: valibotResolver(newsForm), defaultValues: EMPTY });
  const active = form.watch('active');
  const submit = form.handleSubmit(async ({ title, content, active }) => {
    try {
      const imageFileId = image ? (await uploadStaffFile(image)).id : null;
      await staffRequest(createNews, { body: { title, content, imageFileId, status: active ? 'ACTIVE' : 'INACTIVE' } });
      notify.success(t`Новость опубликована`);
      form.reset(EMPTY);
      setImage(null);
      setImageKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: staffKeys.news() });
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="ap-subtitle">{t`Новая новость`}</h2>
      <StaffFormError control={form.control} />
      <div className="staff__three">
        <FormField control={form.control} name="title.ru" label={t`Заголовок (русский)`} />
        <FormField control={form.control} name="title.uz" label={t`Заголовок (узбекский)`} />
        <FormField control={form.control} name="title.en" label={t`Заголовок (английский)`} />
        <FormField control={form.control} name="content.ru" label={t`Текст (русский)`} />
        <FormField control={form.control} name="content.uz" label={t`Текст (узбекский)`} />
        <FormField control={form.control} name="content.en" label={t`Текст (английский)`} />
      </div>
      <FileInput key={imageKey} label={t`Изображение (jpg, png, gif)`} accept="image/*" file={image} onChange={setImage} />
      <Checkbox checked={active} onChange={(checked) => form.setValue('active', checked)}>
        {t`Показывать сразу`}
      </Checkbox>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Опубликовать`}
        </Button>
      </div>
    </form>
  );
}

function NewsList() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const news = useQuery({ queryKey: staffKeys.news(), queryFn: ({ signal }) => staffRequest(listStaffNews, { signal }) });
  const toggle = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'ACTIVE' | 'INACTIVE' }) => staffRequest(setNewsStatus, { params: { id }, body: { status } }),
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
                  <Button
                    small
                    variant="secondary"
                    onClick={() => toggle.mutate({ id: item.id, status: item.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' })}
                  >
                    {item.status === 'ACTIVE' ? t`Скрыть` : t`Показать`}
                  </Button>
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
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Новости`}</h1>
      <NewsEditor />
      <NewsList />
    </div>
  );
}
