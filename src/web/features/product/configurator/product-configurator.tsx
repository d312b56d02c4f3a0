import { Loader2, RefreshCw, ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  checkStoredArtwork,
  type PrintDpiSetting,
  type PrintSize,
  printSizeOfSelection,
} from '#shared/artwork-preflight';
import type { CartItem } from '#shared/schemas/cart';
import type { CustomOption } from '#shared/schemas/custom-option';
import type { Product } from '#shared/schemas/product';
import {
  laminationChoices,
  printingChoices,
  rushTurnaround,
  standardTurnaroundLabel,
} from '#shared/selection-label-rules';
import { designChoiceLabels } from '#shared/selection-labels';
import { CheckedFileRow } from '#web/components/artwork-check.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ArtworkField } from './artwork-field.tsx';
import { CustomOptionField } from './custom-option-field.tsx';
import { DeliveryDates } from './delivery-dates.tsx';
import { ChoiceGroup, fieldLabelClass, SelectField } from './fields.tsx';
import { percentHint, signedMoneyHint } from './price-hints.ts';
import { PriceSummary } from './price-summary.tsx';
import { SizeChoice } from './size-choice.tsx';
import { TierTable } from './tier-table.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useConfigurator } from './use-configurator.ts';
import { useSubmitItem } from './use-submit-item.ts';

export interface ProductConfiguratorProps {
  product: Product;
  /** The product's category's custom options (empty without a category). */
  categoryOptions: readonly CustomOption[];
  /** The cart line being changed (the cart's 'Change options'); its choices fill the form. */
  editing?: CartItem | null;
}

/** A changed line keeps the files it was added with; new ones cannot be added here. */
/**
 * The files a cart line being changed keeps, each checked again at the size and sides now chosen (from what
 * the server measured), or as the server checked it when it gave no measures.
 */
function KeptFiles({
  line,
  printSize,
  sides,
  printDpi,
}: {
  line: CartItem;
  printSize: PrintSize | null;
  sides: 1 | 2;
  printDpi: PrintDpiSetting | null;
}) {
  return (
    <div>
      <p className={fieldLabelClass}>Your files</p>
      <ul aria-label="Files kept with this item" className="mt-1.5 space-y-2">
        {line.files.map((file) => (
          <li key={file.id}>
            <CheckedFileRow
              file={
                file.facts
                  ? { ...file, check: checkStoredArtwork(file.facts, printSize, sides, printDpi) }
                  : file
              }
            />
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">
        They stay with the item. To send other files, remove it from the cart and add it again.
      </p>
    </div>
  );
}

/**
 * 'Customize Your Order': every control the product has, in the order of
 * docs/product/storefront.md#the-configurator, and the live price.
 */
export function ProductConfigurator({ product, categoryOptions, editing = null }: ProductConfiguratorProps) {
  const configurator = useConfigurator(product, categoryOptions, editing);
  const { priced, state, selection, update } = configurator;
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const printSize = printSizeOfSelection(product, selection);
  const sides = selection.isDoubleSided ? 2 : 1;
  const { submit, pending, intent, progress, problems } = useSubmitItem(
    configurator,
    product.id,
    product.name,
    editing,
  );
  const sectionRef = useRef<HTMLElement>(null);
  // Opened from the cart to change a line: the form, not the gallery, is what the customer came for.
  useEffect(() => {
    if (editing) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [editing]);
  // A design request without files stays one: files cannot be added to a line being changed.
  const offersDesignMethods = !editing || editing.files.length > 0;
  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;

  const hasCutShapes = priced.hasCutShapes && priced.cutShapes.length > 0;
  const hasFinishes = priced.hasFinishes && priced.finishes.length > 0;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="configurator-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="configurator-heading" className="text-xl font-bold text-slate-900">
        Customize Your Order
      </h2>
      {editing ? (
        <p
          className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-brand-200"
          data-testid="editing-notice"
        >
          You are changing the {product.name} in your cart. Its price is worked out again when you update it.
        </p>
      ) : null}
      <form
        className="mt-5 space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit('cart');
        }}
      >
        <SizeChoice configurator={configurator} error={errorFor('size')} submitted={problems.length > 0} />
        {priced.materials.length > 0 ? (
          <SelectField
            id="configurator-material"
            label="Material"
            value={selection.material ?? ''}
            onChange={(material) => update({ material })}
            choices={priced.materials.map((material) => ({
              value: material.value,
              label: material.label,
              hint: signedMoneyHint(material.priceModifier),
            }))}
            error={errorFor('material')}
          />
        ) : null}
        {priced.hasDoubleSided ? (
          <ChoiceGroup
            name="printing"
            legend="Printing"
            value={selection.isDoubleSided ? 'two' : 'one'}
            onChange={(value) => update({ isDoubleSided: value === 'two' })}
            choices={[
              printingChoices.one,
              { ...printingChoices.two, hint: signedMoneyHint(priced.doubleSidedPrice) },
            ]}
          />
        ) : null}
        {hasCutShapes ? (
          <SelectField
            id="configurator-cut-shape"
            label="Cut Shape"
            value={selection.cutShape ?? ''}
            onChange={(cutShape) => update({ cutShape })}
            choices={priced.cutShapes.map((shape) => ({
              value: shape.value,
              label: shape.label,
              hint: signedMoneyHint(shape.price),
            }))}
            error={errorFor('cutShape')}
          />
        ) : null}
        {hasFinishes ? (
          <SelectField
            id="configurator-finish"
            label="Finish"
            value={selection.finish ?? ''}
            onChange={(finish) => update({ finish })}
            choices={priced.finishes.map((finish) => ({
              value: finish.value,
              label: finish.label,
              hint: percentHint(finish.priceModifier),
            }))}
            error={errorFor('finish')}
          />
        ) : null}
        {priced.hasLamination ? (
          <ChoiceGroup
            name="lamination"
            legend="Lamination"
            value={selection.lamination ? 'yes' : 'no'}
            onChange={(value) => update({ lamination: value === 'yes' })}
            choices={[laminationChoices.no, { ...laminationChoices.yes, hint: '+10%' }]}
          />
        ) : null}
        {priced.customOptions.map((option) => (
          <CustomOptionField
            key={option.id}
            option={option}
            value={selection.customOptions?.[option.id]}
            onChange={(value) => configurator.setCustomOption(option.id, value)}
            error={errorFor(`customOptions.${option.id}`)}
          />
        ))}
        <FormField
          id="configurator-quantity"
          label="Quantity"
          labelClassName={fieldLabelClass}
          error={errorFor('quantity')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={state.quantityInput}
            onChange={(event) => configurator.setQuantityInput(event.target.value)}
            onBlur={configurator.commitQuantity}
            className="h-11 w-32"
          />
        </FormField>
        <ChoiceGroup
          name="turnaround"
          legend="Turnaround"
          value={selection.isRush ? 'rush' : 'normal'}
          onChange={(value) => update({ isRush: value === 'rush' })}
          choices={[
            { value: 'normal', label: standardTurnaroundLabel(product.turnaroundTime) },
            { ...rushTurnaround, hint: signedMoneyHint(priced.rushFee) },
          ]}
        />
        <DeliveryDates turnaroundTime={product.turnaroundTime} isRush={selection.isRush ?? false} />
        {offersDesignMethods ? (
          <ChoiceGroup
            name="design-method"
            legend="Design Method"
            value={state.designMethod}
            onChange={(value) => configurator.setDesignMethod(value === 'create' ? 'create' : 'upload')}
            choices={[
              { value: 'upload', label: designChoiceLabels.upload },
              { value: 'create', label: designChoiceLabels.create, hint: 'Free' },
            ]}
          />
        ) : null}
        {state.designMethod === 'create' ? (
          <FormField
            id="configurator-design-notes"
            label="Design Description"
            labelClassName={fieldLabelClass}
            required
            description="Tell us the text, colours, logo and style you want. Our designers create it for free."
          >
            <Textarea
              rows={4}
              maxLength={5000}
              value={state.designNotes}
              onChange={(event) => configurator.setDesignNotes(event.target.value)}
            />
          </FormField>
        ) : null}
        {editing ? (
          editing.files.length > 0 ? (
            <KeptFiles line={editing} printSize={printSize} sides={sides} printDpi={product.printDpi} />
          ) : null
        ) : (
          <ArtworkField
            files={state.files}
            printSize={printSize}
            sides={sides}
            printDpi={product.printDpi}
            onChange={configurator.setFiles}
            required={state.designMethod === 'upload'}
            problems={fileProblems}
            onProblems={setFileProblems}
          />
        )}
        {configurator.priceReady ? (
          <TierTable product={configurator.priced} selection={configurator.selection} />
        ) : null}
        {configurator.priceReady ? (
          <PriceSummary price={configurator.price} quantity={configurator.quantity} />
        ) : (
          <p
            className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200"
            data-testid="price-waiting"
          >
            Enter a width and height within the limits to see the price.
          </p>
        )}
        {pending && state.files.length > 0 ? <UploadProgress progress={progress} /> : null}
        {editing ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Button type="submit" size="lg" disabled={pending}>
              {intent === 'update' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              Update Cart Item
            </Button>
            <Button variant="outline" size="lg" asChild>
              <Link to="/cart">Cancel</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Button type="submit" variant="outline" size="lg" disabled={pending}>
              {intent === 'cart' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <ShoppingCart aria-hidden="true" />
              )}
              Add to Cart
            </Button>
            <Button
              type="button"
              variant="accent"
              size="lg"
              disabled={pending}
              onClick={() => void submit('order')}
            >
              {intent === 'order' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Zap aria-hidden="true" />
              )}
              Order Now
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
