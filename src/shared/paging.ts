import { ADMIN_PAGE_SIZE } from './schemas/admin.ts';

/** The page fields of an admin list answer: 1-based page, and at least one page even when empty. */
export function pageInfo(page: number, total: number) {
  return {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** How many rows the pages before `page` hold. */
export function pageOffset(page: number): number {
  return (page - 1) * ADMIN_PAGE_SIZE;
}
