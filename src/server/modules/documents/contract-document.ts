// The agent contract as issued when moderation passes (issue 5): an HTML page with the business's legal data, the
// contract number and date, and the reward table. The text is stored as issued and signed byte for byte, so it is
// built once here from a snapshot and never re-rendered. Every value is escaped: names come from outside.
import type { ContractReward } from '#shared/api/documents.ts';
import type { BusinessForm } from '#shared/enums.ts';
import { TASHKENT_OFFSET_MS } from '#shared/period.ts';

export type ContractAgent = {
  name: string;
  form: BusinessForm | null;
  taxNumber: string;
  pin: string | null;
  director: string | null;
  address: string | null;
  region: string | null;
  district: string | null;
  account: string | null;
  bankId: string | null;
  bank: string | null;
};

const FORM_NAMES: Record<BusinessForm, string> = {
  INDIVIDUAL: 'Индивидуальный предприниматель',
  LTD: 'Общество с ограниченной ответственностью',
  PRIVATE_ENTERPRISE: 'Частное предприятие',
  FAMILY_BUSINESS: 'Семейное предприятие',
  UNITAR: 'Унитарное предприятие',
  FARM: 'Фермерское хозяйство',
};

const PRINCIPAL = 'Оператор платёжной системы Agent Portal';

export const contractName = (number: string) => `Агентский договор № ${number}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** DD.MM.YYYY of the Tashkent business day (DESIGN §3). */
export function tashkentDate(at: Date): string {
  const day = new Date(at.getTime() + TASHKENT_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}

const percent = (value: number) => `${value.toFixed(2).replace('.', ',')} %`;

function requisites(agent: ContractAgent): [string, string | null][] {
  return [
    ['Наименование', agent.name],
    ['Организационно-правовая форма', agent.form ? FORM_NAMES[agent.form] : null],
    ['ИНН', agent.taxNumber],
    ['ПИНФЛ', agent.form === 'INDIVIDUAL' ? agent.pin : null],
    ['Руководитель', agent.director],
    ['Область', agent.region],
    ['Район', agent.district],
    ['Адрес', agent.address],
    ['Расчётный счёт', agent.account],
    ['МФО банка', agent.bankId],
    ['Банк', agent.bank],
  ];
}

function rewardRows(rewards: readonly ContractReward[]): string {
  if (rewards.length === 0) {
    return '<tr><td colspan="3">Услуги и вознаграждение по ним устанавливаются дополнительными соглашениями.</td></tr>';
  }
  return rewards
    .map(
      (reward) =>
        `<tr><td>${escapeHtml(reward.category?.name.ru ?? '—')}</td><td>${escapeHtml(reward.name.ru)}</td>` +
        `<td>${percent(reward.agentReward)}</td></tr>`,
    )
    .join('\n');
}

export function renderContract(contract: {
  number: string;
  issuedAt: Date;
  agent: ContractAgent;
  rewards: readonly ContractReward[];
}): string {
  const { agent } = contract;
  const title = escapeHtml(contractName(contract.number));
  const rows = requisites(agent)
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>г. Ташкент, ${tashkentDate(contract.issuedAt)}</p>
<p>${escapeHtml(PRINCIPAL)} (далее «Принципал») и ${escapeHtml(agent.name)} (далее «Агент»)${
    agent.director ? `, в лице руководителя ${escapeHtml(agent.director)},` : ''
  } заключили настоящий договор о нижеследующем.</p>
<h2>1. Предмет договора</h2>
<p>1.1. Агент от имени Принципала принимает от физических и юридических лиц платежи за услуги поставщиков, подключённых к платёжной системе Принципала, через свои точки продаж и сотрудников.</p>
<p>1.2. Агент вносит на депозит предоплату, из которой списываются принятые платежи; остаток депозита не может быть отрицательным.</p>
<h2>2. Вознаграждение Агента</h2>
<p>2.1. За каждый проведённый платёж Агент получает вознаграждение в процентах от суммы платежа по таблице ниже. Изменения таблицы оформляются дополнительными соглашениями.</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Категория</th><th>Услуга</th><th>Вознаграждение</th></tr>
${rewardRows(contract.rewards)}
</table>
<h2>3. Подписание</h2>
<p>3.1. Договор подписывается электронными цифровыми подписями сторон и вступает в силу с момента подписания обеими сторонами.</p>
<h2>4. Реквизиты Агента</h2>
<table border="1" cellspacing="0" cellpadding="4">
${rows}
</table>
</body>
</html>
`;
}
