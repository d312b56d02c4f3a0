import type { CartItem } from '../../../shared/schemas/cart.ts';
import type { CartRepository } from './cart.repository.ts';

/** The session's cart lines with their files, in two queries whatever the number of lines. */
export async function getCart(repository: CartRepository, sessionId: string): Promise<CartItem[]> {
  const rows = await repository.listForSession(sessionId);
  const files = await repository.listFiles(rows.map((row) => row.item.id));
  return rows.map(({ item, productName, productSlug }) => {
    const itemFiles = files.filter((file) => file.cartItemId === item.id);
    return {
      id: item.id,
      productId: item.productId,
      productName,
      productSlug,
      size: item.size,
      material: item.material,
      quantity: item.quantity,
      isDoubleSided: item.isDoubleSided,
      isRush: item.isRush,
      cutShape: item.cutShape,
      finish: item.finish,
      lamination: item.lamination,
      customOptions: item.customOptions,
      designMethod: item.designMethod,
      designNotes: item.designNotes,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      uploadedFiles: itemFiles.map((file) => file.originalName),
      files: itemFiles.map(({ id, originalName, size, mimeType }) => ({ id, originalName, size, mimeType })),
    };
  });
}
