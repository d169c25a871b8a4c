import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { News } from '#shared/api/news.ts';
import { formatDate } from '#client/lib/dates.ts';
import { localText } from '#client/lib/local-text.ts';
import { cutText } from '../cut-text.ts';


export function NewsItem({ news }: { news: News }) {
  const { i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const title = localText(news.title, i18n.locale);
  const content = localText(news.content, i18n.locale);
  const short = cutText(content);
  return (
    <article className="nw-item ap-card" aria-label={title}>
      {news.image && <img className="nw-item__image" src={news.image} alt="" loading="lazy" />}
      <div className="nw-item__body">
        <time className="nw-item__date" dateTime={news.modifiedDate}>
          {formatDate(news.modifiedDate)}
        </time>
        <h2 className="nw-item__title">{title}</h2>
        <p className="nw-item__text" id={textId}>
          {expanded ? content : short.text}
        </p>
        {short.cut && (
          <button type="button" className="nw-item__toggle" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
            {expanded ? <Trans>Свернуть</Trans> : <Trans>Читать далее</Trans>}
          </button>
        )}
      </div>
    </article>
  );
}
