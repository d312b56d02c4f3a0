/** Orders are numbered by their id, shown padded to 3 digits: 1 -> '#001', 42 -> '#042', 1234 -> '#1234'. */
export function formatOrderNumber(id: number): string {
  return `#${String(id).padStart(3, '0')}`;
}
