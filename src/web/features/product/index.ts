// What other features use of the product page: the configurator's fields, for a quote's line.
export { ArtworkField } from './configurator/artwork-field.tsx';
export { ChoiceGroup, fieldLabelClass } from './configurator/fields.tsx';
export { UploadProgress } from './configurator/upload-progress.tsx';
export { designNotice, refusalReason } from './configurator/use-submit-item.ts';
