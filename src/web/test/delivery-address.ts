import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the Info step's delivery address, which standard and rush shipping need (decision 0025). */
export async function fillDeliveryAddress(): Promise<void> {
  await userEvent.type(screen.getByLabelText(/Street Address/), '1 Navy Yard');
  await userEvent.type(screen.getByLabelText(/City/), 'Arlington');
  await userEvent.selectOptions(screen.getByLabelText(/State/), 'VA');
  await userEvent.type(screen.getByLabelText(/ZIP Code/), '22202');
}
