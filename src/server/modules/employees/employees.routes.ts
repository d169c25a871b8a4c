import type { FastifyInstance } from 'fastify';
import {
  changeEmployeePhone,
  createEmployee,
  deleteEmployee,
  getEmployee,
  resetEmployeePin,
  updateEmployee,
} from '#shared/api/employees.ts';
import { listEmployees } from '#shared/api/sale-points.ts';
import { route } from '../../http/route.ts';
import * as employees from './employees.service.ts';

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listEmployees, ({ auth, body }) => employees.pageEmployees(ctx, auth, body));
  route(app, createEmployee, ({ auth, body }) => employees.addEmployee(ctx, auth, body));
  route(app, updateEmployee, ({ auth, body }) => employees.saveEmployee(ctx, auth, body));
  route(app, getEmployee, ({ auth, params }) => employees.employeeById(ctx, auth, params.id));
  route(app, deleteEmployee, ({ auth, params }) => employees.removeEmployee(ctx, auth, params.id));
  route(app, resetEmployeePin, ({ auth, params }) => employees.resetEmployeePin(ctx, auth, params.id));
  route(app, changeEmployeePhone, ({ auth, params, body }) => employees.changeEmployeePhone(ctx, auth, params.id, body.phone));
}
