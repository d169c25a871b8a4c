// The demo accounts of DESIGN §7, made once on an empty database (seed `demo`). Deeper business data (sale
// points, catalogue, deposit) arrives with the issues that need it.
import { uuidv7 } from 'uuidv7';
import type { Db, Tx } from '../db/database.ts';
import { hashPin } from '../modules/users/pin.ts';

export const DEMO_ACCOUNTS = {
  agent: { phone: '998900000001', pin: '111111' },
  employee: { phone: '998900000002', pin: '222222' },
  moderationAgent: { phone: '998900000003', pin: '333333' },
} as const;

type DemoUser = {
  phone: string;
  pin: string;
  role: 'AGENT' | 'EMPLOYEE';
  agentNumber: string | null;
  firstName: string;
  lastName: string;
  businessId: string | null;
};

async function insertDemoUser(tx: Tx, user: DemoUser & { id: string }, now: string): Promise<void> {
  await tx
    .insertInto('app_user')
    .values({
      id: user.id,
      phone: user.phone,
      role: user.role,
      agent_number: user.agentNumber,
      first_name: user.firstName,
      last_name: user.lastName,
      surname: null,
      email: null,
      image_id: null,
      pin_hash: await hashPin(user.pin),
      pin_changed_at: now,
      failed_pin_count: 0,
      locked_until: null,
      business_id: user.businessId,
      active: 1,
      created_at: now,
      modified_at: now,
    })
    .execute();
}

export async function seedDemo(db: Db): Promise<boolean> {
  if (await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst()) return false;
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    const agentId = uuidv7();
    const moderationAgentId = uuidv7();
    const activeBusinessId = uuidv7();
    const waitingBusinessId = uuidv7();

    await insertDemoUser(tx, { id: agentId, ...DEMO_ACCOUNTS.agent, role: 'AGENT', agentNumber: '100001', firstName: 'Aziz', lastName: 'Karimov', businessId: null }, now);
    await insertDemoUser(tx, { id: moderationAgentId, ...DEMO_ACCOUNTS.moderationAgent, role: 'AGENT', agentNumber: '100002', firstName: 'Malika', lastName: 'Yusupova', businessId: null }, now);

    const business = {
      form: 'LTD',
      region_id: 10,
      district_id: 127,
      address: null,
      director: null,
      pinfl: null,
      bank_id: '00450',
      logo_id: null,
      passport_id: null,
      license_id: null,
      certificate_id: null,
      created_at: now,
      modified_at: now,
    } as const;
    await tx
      .insertInto('business')
      .values([
        {
          ...business,
          id: activeBusinessId,
          owner_id: agentId,
          name: 'OOO "Demo Savdo"',
          tax_number: '305123456',
          director: 'Karimov Aziz',
          address: 'Toshkent sh., Amir Temur ko\'chasi, 1',
          account: '20208000900123456001',
          contract_number: '1001',
          has_signature: 1,
          status: 'ACTIVE',
        },
        {
          ...business,
          id: waitingBusinessId,
          owner_id: moderationAgentId,
          name: 'YaTT Yusupova Malika',
          form: 'INDIVIDUAL',
          tax_number: '512345678',
          account: '20218000900765432001',
          contract_number: null,
          has_signature: 0,
          status: 'ON_MODERATION',
        },
      ])
      .execute();
    await tx.updateTable('app_user').set({ business_id: activeBusinessId }).where('id', '=', agentId).execute();
    await tx.updateTable('app_user').set({ business_id: waitingBusinessId }).where('id', '=', moderationAgentId).execute();

    await insertDemoUser(tx, { id: uuidv7(), ...DEMO_ACCOUNTS.employee, role: 'EMPLOYEE', agentNumber: null, firstName: 'Jasur', lastName: 'Rahimov', businessId: activeBusinessId }, now);
  });
  return true;
}
