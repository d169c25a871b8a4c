import type { ApplicationTable } from '../modules/applications/applications.table.ts';
import type { MerchantCategoryTable, MerchantOptionTable, MerchantRegionTable, MerchantTable } from '../modules/catalogue/catalogue.table.ts';
import type { AccountBalanceTable, BankStatementLineTable, DepositIncomeTable, LedgerEntryTable } from '../modules/ledger/ledger.table.ts';
import type {
  CardConfirmationTable,
  DailyPaidCountTable,
  DailySalesTable,
  IdempotencyRecordTable,
  InvoiceTable,
  MerchantMonthSpendingTable,
} from '../modules/payments/payments.table.ts';
import type { SalePointEmployeeTable, SalePointTable } from '../modules/sale-points/sale-points.table.ts';
import type { ShiftSettingTable, ShiftTable } from '../modules/shifts/shifts.table.ts';
import type { OtpChallengeTable, RefreshTokenTable, SmsMessageTable, SmsSendTable } from '../modules/auth/auth.table.ts';
import type { BusinessTable, TaxRegistryEntryTable } from '../modules/business/business.table.ts';
import type { ContractTable } from '../modules/documents/contract.table.ts';
import type { AccountInvoiceTable, AdditionalAgreementTable } from '../modules/agreements/agreements.table.ts';
import type { DeviceTable } from '../modules/devices/devices.table.ts';
import type { StoredFileTable } from '../modules/files/files.table.ts';
import type { NewsTable } from '../modules/news/news.table.ts';
import type { TicketMessageTable, TicketSubjectTable, TicketTable } from '../modules/tickets/tickets.table.ts';
import type { DistrictTable, RegionTable } from '../modules/geo/geo.table.ts';
import type { BankTable, MobileOperatorPrefixTable } from '../modules/reference/reference.table.ts';
import type { CacheVersionTable, CounterTable, JobLeaseTable, SettingTable } from '../modules/settings/settings.table.ts';
import type { DevPushMessageTable, NotificationPreferenceTable, NotificationTable, PushDeliveryTable, PushSubscriptionTable } from '../modules/notifications/notifications.table.ts';
import type { UserTable } from '../modules/users/users.table.ts';
import type { StaffAuditTable, StaffSessionTable, StaffUserTable } from '../modules/staff-accounts/staff-accounts.table.ts';

export type Database = {
  setting: SettingTable;
  counter: CounterTable;
  job_lease: JobLeaseTable;
  region: RegionTable;
  district: DistrictTable;
  bank: BankTable;
  mobile_operator_prefix: MobileOperatorPrefixTable;
  stored_file: StoredFileTable;
  app_user: UserTable;
  business: BusinessTable;
  device: DeviceTable;
  refresh_token: RefreshTokenTable;
  otp_challenge: OtpChallengeTable;
  sms_message: SmsMessageTable;
  sms_send: SmsSendTable;
  merchant_category: MerchantCategoryTable;
  merchant: MerchantTable;
  merchant_region: MerchantRegionTable;
  merchant_option: MerchantOptionTable;
  sale_point: SalePointTable;
  sale_point_employee: SalePointEmployeeTable;
  shift: ShiftTable;
  shift_setting: ShiftSettingTable;
  account_balance: AccountBalanceTable;
  ledger_entry: LedgerEntryTable;
  deposit_income: DepositIncomeTable;
  bank_statement_line: BankStatementLineTable;
  invoice: InvoiceTable;
  application: ApplicationTable;
  idempotency_record: IdempotencyRecordTable;
  card_confirmation: CardConfirmationTable;
  merchant_month_spending: MerchantMonthSpendingTable;
  daily_sales: DailySalesTable;
  daily_paid_count: DailyPaidCountTable;
  cache_version: CacheVersionTable;
  tax_registry_entry: TaxRegistryEntryTable;
  contract: ContractTable;
  additional_agreement: AdditionalAgreementTable;
  account_invoice: AccountInvoiceTable;
  news: NewsTable;
  ticket_subject: TicketSubjectTable;
  ticket: TicketTable;
  ticket_message: TicketMessageTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_audit: StaffAuditTable;
  notification: NotificationTable;
  push_subscription: PushSubscriptionTable;
  push_delivery: PushDeliveryTable;
  notification_preference: NotificationPreferenceTable;
  dev_push_message: DevPushMessageTable;
};
