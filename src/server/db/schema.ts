import type { ApplicationTable } from './tables/applications.ts';
import type { MerchantCategoryTable, MerchantOptionTable, MerchantRegionTable, MerchantTable } from './tables/catalogue.ts';
import type { AccountBalanceTable, BankStatementLineTable, DepositIncomeTable, LedgerEntryTable } from './tables/ledger.ts';
import type {
  CardConfirmationTable,
  DailyPaidCountTable,
  DailySalesTable,
  IdempotencyRecordTable,
  InvoiceTable,
  MerchantMonthSpendingTable,
} from './tables/payments.ts';
import type { SalePointEmployeeTable, SalePointTable } from './tables/sale-points.ts';
import type { ShiftSettingTable, ShiftTable } from './tables/shifts.ts';
import type { OtpChallengeTable, RefreshTokenTable, SmsMessageTable, SmsSendTable } from './tables/auth.ts';
import type { BusinessTable, TaxRegistryEntryTable } from './tables/business.ts';
import type { ContractTable } from './tables/contract.ts';
import type { AccountInvoiceTable, AdditionalAgreementTable } from './tables/agreements.ts';
import type { DeviceTable } from './tables/devices.ts';
import type { StoredFileTable } from './tables/files.ts';
import type { NewsTable } from './tables/news.ts';
import type { TicketMessageTable, TicketSubjectTable, TicketTable } from './tables/tickets.ts';
import type { DistrictTable, RegionTable } from './tables/geo.ts';
import type { BankTable, MobileOperatorPrefixTable } from './tables/reference.ts';
import type { CacheVersionTable, CounterTable, JobLeaseTable, SettingTable } from './tables/settings.ts';
import type { DevPushMessageTable, NotificationPreferenceTable, NotificationTable, PushDeliveryTable, PushSubscriptionTable } from './tables/notifications.ts';
import type { UserTable } from './tables/users.ts';
import type { StaffAuditTable, StaffSessionTable, StaffUserTable } from './tables/staff-accounts.ts';

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
