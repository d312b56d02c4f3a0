import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { InlineMessage } from './form-fields.tsx';

interface TagsFieldProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** A tag is added only with non-empty text (docs/product/admin.md#products-tab); each chip can be removed. */
export function TagsField({ tags, onChange }: TagsFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const add = () => {
    const tag = text.trim();
    if (!tag) {
      setMessage('Enter a tag first.');
      return;
    }
    if (!tags.includes(tag)) onChange([...tags, tag]);
    setText('');
    setMessage('');
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Tags</Label>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Current tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800"
            >
              {tag}
              <WithTooltip label={`Remove tag ${tag}`}>
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                  onClick={() => onChange(tags.filter((entry) => entry !== tag))}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </WithTooltip>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder="e.g. Top Seller"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          Add tag
        </Button>
      </div>
      <InlineMessage>{message}</InlineMessage>
    </div>
  );
}
