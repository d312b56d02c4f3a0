import { ArrowDown, ArrowUp } from 'lucide-react';
import type { MoveDirection } from '#web/lib/move-item.ts';
import { Button } from './ui/button.tsx';
import { WithTooltip } from './ui/tooltip.tsx';

interface MoveButtonsProps {
  /** What moves, in the buttons' names: 'size 3' x 6'' gives 'Move size 3' x 6' up'. */
  what: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
}

/**
 * Up and down arrows that reorder a list entry. At an edge a button is marked unavailable but stays
 * focusable, so the keyboard focus is not lost when an entry reaches the top or the bottom.
 */
export function MoveButtons({ what, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      {(['up', 'down'] as const).map((direction) => {
        const atEdge = direction === 'up' ? index === 0 : index === count - 1;
        const label = `Move ${what} ${direction}`;
        return (
          <WithTooltip key={direction} label={label}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={label}
              aria-disabled={atEdge || undefined}
              className={atEdge ? 'opacity-40' : undefined}
              onClick={() => {
                if (!atEdge) onMove(direction);
              }}
            >
              {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
            </Button>
          </WithTooltip>
        );
      })}
    </>
  );
}
