/**
 * Refs of the files domain (declared before implementation, as in ../refs.ts). Each by-id loader reads
 * `GET /files|folders|forms|form-templates/{id}`: one request per distinct id, all in one wave.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import {
  fetchFilesByIds,
  fetchFoldersByIds,
  fetchFormsByIds,
  fetchFormTemplatesByIds,
  type RestFile,
  type RestFolder,
  type RestForm,
  type RestFormTemplate,
} from '../../upstream/files.js';
import { loaderOptions } from '../loader-options.js';

const id = {
  resolve: (record: { id: number }) => record.id,
  parse: (value: string) => parseDatabaseId(value),
};

export const FileRef = builder.loadableNodeRef('File', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestFile>>(fetchFilesByIds(ctx.upstream, ids)),
});

export const FolderRef = builder.loadableNodeRef('Folder', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestFolder>>(fetchFoldersByIds(ctx.upstream, ids)),
});

export const FormRef = builder.loadableNodeRef('Form', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestForm>>(fetchFormsByIds(ctx.upstream, ids)),
});

export const FormTemplateRef = builder.loadableNodeRef('FormTemplate', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestFormTemplate>>(fetchFormTemplatesByIds(ctx.upstream, ids)),
});
