// The recipe templates (templates/build.ts): what the rest of the kitchen uses of them.
export { BASIC_STAPLES, type TemplateContext, type TemplateResult, buildTemplate, isStaple } from './build';
export { type Offered, type TemplateId } from './specs';
export { TEMPLATE_IDS, absorbable, listFr, roleOf, templateSpec } from './parts';
