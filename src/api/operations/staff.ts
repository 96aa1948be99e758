import { defineArea, op, type AuthScheme } from '../define.ts';
import { callOperation } from '../http.ts';
import { OkResponseSchema, pathIds } from '../schemas/common.ts';
import {
  CreateImportBodySchema,
  CreateManagerLeafletBodySchema,
  DisputePackBodySchema,
  ImportResponseSchema,
  IssueFormBodySchema,
  IssuePackResponseSchema,
  ManagerHeadersSchema,
  ManagerLeafletResponseSchema,
  PackJobResponseSchema,
  UpdateImportBodySchema,
} from '../schemas/staff.ts';

const STAFF: readonly AuthScheme[] = ['bearer', 'basic', 'apiKey'];

export const staffOperationSpecs = {
  /** Marks a pack job done. */
  completePack: op({
    summary: 'Complete an order pack',
    method: 'POST',
    path: '/api/v1/supplier_order_pack/{id}/complete',
    host: 'supplier',
    auth: STAFF,
    pathParams: pathIds('id'),
    response: PackJobResponseSchema,
  }),
  /** Disputes a pack job. */
  disputePack: op({
    summary: 'Dispute an order pack',
    method: 'POST',
    path: '/api/v1/supplier_order_pack/{id}/dispute',
    host: 'supplier',
    auth: STAFF,
    pathParams: pathIds('id'),
    body: DisputePackBodySchema,
    response: PackJobResponseSchema,
  }),
  /** Reports an issue with a pack; answers with the job. */
  issuePack: op({
    summary: 'Report an issue with an order pack (form-encoded)',
    method: 'POST',
    path: '/api/v1/supplier_order_pack/{id}/issue',
    host: 'supplier',
    auth: STAFF,
    pathParams: pathIds('id'),
    body: IssueFormBodySchema,
    bodyEncoding: 'form',
    response: IssuePackResponseSchema,
  }),
  /** Reports an issue while processing a supplier order. */
  issueProcess: op({
    summary: 'Report an issue with order processing (form-encoded)',
    method: 'POST',
    path: '/api/v1/supplier_order_process/{id}/issue',
    host: 'supplier',
    auth: STAFF,
    pathParams: pathIds('id'),
    body: IssueFormBodySchema,
    bodyEncoding: 'form',
    response: OkResponseSchema,
  }),
  /** Uploads a catalogue or leaflet import file (manager). */
  createImport: op({
    summary: 'Upload an import (multipart, http-x-auth)',
    method: 'POST',
    path: '/manager/api/v1/imports',
    host: 'agency',
    auth: [],
    creates: true,
    headers: ManagerHeadersSchema,
    body: CreateImportBodySchema,
    bodyEncoding: 'multipart',
    response: ImportResponseSchema,
  }),
  /** Replaces or re-runs an import (manager). */
  updateImport: op({
    summary: 'Update an import (multipart, http-x-auth)',
    method: 'PUT',
    path: '/manager/api/v1/imports/{id}',
    host: 'agency',
    auth: [],
    pathParams: pathIds('id'),
    headers: ManagerHeadersSchema,
    body: UpdateImportBodySchema,
    bodyEncoding: 'multipart',
    response: ImportResponseSchema,
  }),
  /** Publishes a leaflet (manager). */
  createLeaflet: op({
    summary: 'Create a leaflet (multipart, http-x-auth)',
    method: 'POST',
    path: '/manager/api/v1/leaflets',
    host: 'agency',
    auth: [],
    creates: true,
    headers: ManagerHeadersSchema,
    body: CreateManagerLeafletBodySchema,
    bodyEncoding: 'multipart',
    response: ManagerLeafletResponseSchema,
  }),
};

/** The staff operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const staffApi = defineArea('staff', staffOperationSpecs, callOperation);
