// The right-hand widgets of the workspace (spec 02 §2): card top-up, mobile payment (MNP) and the partner services
// banner. The recent payments have their own component.
import { Trans, useLingui } from '@lingui/react/macro';
import { WorkspaceIcon, type WorkspaceIconName } from './workspace-icons.tsx';

/** `service`: the flow it opens, named on the button so that focus can come back to it (workspace-page). */
type WidgetProps = { service: string; onOpen: () => void; active: boolean };

function WidgetTile({ service, icon, title, text, tone, active, onOpen }: WidgetProps & { icon: WorkspaceIconName; title: string; text: string; tone: string }) {
  return (
    <button type="button" className={`ap-ws-widget ap-ws-widget--${tone}`} data-service={service} onClick={onOpen} aria-pressed={active}>
      <span className="ap-ws-widget__icon">
        <WorkspaceIcon name={icon} size={24} />
      </span>
      <span className="ap-ws-widget__body">
        <span className="ap-ws-widget__title">{title}</span>
        <span className="ap-ws-widget__text">{text}</span>
      </span>
    </button>
  );
}

export function CardTopUpWidget(props: WidgetProps) {
  const { t } = useLingui();
  return <WidgetTile {...props} icon="card" tone="card" title={t`Пополнение карты`} text={t`С карты на карту, UZCARD и HUMO`} />;
}

export function MobileWidget(props: WidgetProps) {
  const { t } = useLingui();
  return (
    <WidgetTile
      {...props}
      icon="mobile"
      tone="mobile"
      title={t`Мобильная связь`}
      text={t`Все операторы, оператор определяется по номеру`}
    />
  );
}

export function PartnerBanner() {
  return (
    <aside className="ap-ws-partner">
      <span className="ap-ws-partner__icon">
        <WorkspaceIcon name="gift" size={24} />
      </span>
      <div>
        <p className="ap-ws-partner__title">
          <Trans>Партнёрские сервисы</Trans>
        </p>
        <p className="ap-ws-partner__text">
          <Trans>Принимайте платежи за услуги партнёров и получайте вознаграждение за каждый платёж.</Trans>
        </p>
      </div>
    </aside>
  );
}
