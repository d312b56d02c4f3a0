/**
 * The user-facing error messages and the API's error codes, in one place: the server answers with them
 * (`{ message, code, issues? }`, see errorBodySchema in schemas/common.ts) and the web shows them
 * (toasts, alerts, the messages its API calls throw). Many are kept word for word (docs/product/messages.md),
 * and tests compare them exactly: change a message here, never by writing it again elsewhere.
 *
 * Not here: the field messages of the input schemas (next to their fields in schemas/), and the
 * messages meant for whoever writes an API client rather than for a customer or the shop owner (a
 * malformed multipart body, a missing X-Session-Id or Idempotency-Key header).
 */

import { formatUSD } from './money.ts';
import { maxCartTotalCents } from './pricing.ts';

/** Error codes the server answers and the web tells apart (the `code` of an error body). */
export const errorCodes = {
  /** A store-pay order without a name or a valid e-mail: the checkout goes back to the Info step. */
  missingCustomerInfo: 'MISSING_CUSTOMER_INFO',
  /** A PayPal payment of this cart is being captured: the checkout waits. */
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  /** Too many wrong discount codes from one address. */
  tooManyDiscountCodes: 'TOO_MANY_DISCOUNT_CODES',
  /** PayPal answered an order without its approval link. */
  paypalNoApprovalUrl: 'PAYPAL_NO_APPROVAL_URL',
  /** PayPal took the money but the shop could not mark the order paid. */
  orderUpdateFailed: 'ORDER_UPDATE_FAILED',
  /** Pay in Store asked for a shipped order (schemas/checkout.ts paymentFitsDelivery). */
  paymentNeedsPickup: 'PAYMENT_NEEDS_PICKUP',
  /** A discount code on a cart with a quoted line (docs/decisions/0035-quotes-that-hold.md). */
  discountNotWithQuote: 'DISCOUNT_NOT_WITH_QUOTE',
  /** A quote already ordered as many times as the shop allows. */
  quoteOrderedUp: 'QUOTE_ORDERED',
  /** The PayPal attempt was voided (a newer checkout, or 30 minutes unpaid): nothing was taken. */
  paymentCancelled: 'PAYMENT_CANCELLED',
} as const;

/** What the server answers: the `message` of its error bodies (the web shows many as they are). */
export const apiMessages = {
  internal: 'Internal server error',

  // Things that are not there.
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  reviewNotFound: 'Review not found',
  discountCodeNotFound: 'Discount code not found',
  cartItemNotFound: 'Cart item not found',
  orderNotFound: 'Order not found',
  /** An order's artwork file that is gone (the admin's download). */
  artworkNotFound: 'File not found. It may have been moved or deleted.',
  /** A product picture or video under /media/ that does not exist. */
  mediaNotFound: 'File not found',
  rangeNotSatisfiable: 'Range not satisfiable',

  // Admin sign-in.
  invalidPassword: 'Invalid password or e-mail',
  pleaseLogIn: 'Please log in to the admin dashboard.',
  crossSite: 'Cross-site request refused.',
  tooManyLogins: (wait: string) => `Too many failed logins. Try again in ${wait}.`,

  // Admin edits.
  productSlugTaken: (slug: string) => `The slug "${slug}" is already used by another product.`,
  productHasOrders: (name: string) =>
    `"${name}" has orders, so it cannot be deleted. Archive it instead: it leaves the shop and past orders still show it.`,
  categorySlugTaken: (slug: string) => `The slug "${slug}" is already taken by another category`,
  discountCodeTaken: (code: string) => `The code "${code}" already exists.`,
  discountCodeAdvertised: (code: string) =>
    `The promo banner advertises "${code}". Switch the banner off or give it another code first.`,

  // Uploads: cart artwork, review pictures, admin media.
  storageFull: 'Storage is full. Please try again later.',
  tooManyUploads: (wait: string) => `Too many uploads from this address. Try again in ${wait}.`,
  imageTooLarge: (name: string, max: string) => `Image too large: ${name} (max ${max})`,
  imageTooManyPixels: (name: string, megapixels: number) =>
    `Image too large: ${name} (more than ${megapixels} megapixels)`,
  imageTypeUnsupported: (name: string) => `Unsupported image type: ${name}`,
  imageUnreadable: (name: string) =>
    `The image could not be read: ${name} (the file is damaged or incomplete).`,
  videoTooLarge: (name: string, max: string) => `Video too large: ${name} (max ${max})`,
  videoTypeUnsupported: (name: string) => `Unsupported video type: ${name}`,
  /** The admin's media uploads; `noun` is "image" or "video". */
  tooManyMediaFiles: (max: number, noun: string) =>
    `Too many files: upload at most ${max} ${noun}s at a time.`,
  noMediaChosen: (noun: string) => `Choose at least one ${noun} to upload (form field "${noun}s").`,
  /** A review form with more pictures than it takes (the customer's 3, the admin's 5). */
  tooManyReviewImages: (max: number) => `Too many images: a review takes at most ${max} pictures.`,
  cartArtworkFull: (limit: string) =>
    `A cart holds at most ${limit} of artwork. Remove an item or check out before uploading more.`,

  // Adding to the cart (the configurator's notices, also checked by the server).
  filesRequired: 'Please upload your artwork files.',
  designDescriptionRequired: 'Please describe what you want us to design.',
  artworkTooLarge: (name: string, max: string) => `File too large: ${name} (max ${max})`,
  artworkTypeUnsupported: (name: string) => `Unsupported file type: ${name}`,
  tooManyArtworkFiles: (max: number) => `Too many files: an item takes at most ${max} files.`,
  /** A cart add (or a checkout) whose items together would exceed maxCartTotalCents. */
  cartTotalTooLarge: `A cart may total at most ${formatUSD(maxCartTotalCents)}: remove an item or lower a quantity.`,

  // Discount codes (docs/product/shipping-and-checkout.md#discount-codes); a good code's answer is also the
  // web's toast title.
  discountApplied: 'Discount applied!',
  discountInvalid: 'Invalid discount code',
  discountInactive: 'This discount code is no longer active',
  discountExpired: 'This discount code has expired',
  discountUsedUp: 'This discount code has reached its usage limit',
  tooManyDiscountChecks: 'Too many discount code checks. Please wait a minute.',
  tooManyWrongDiscountCodes: (wait: string) => `Too many wrong discount codes. Try again in ${wait}.`,

  // Placing an order.
  emptyCart: 'Your cart is empty',
  /** A store-pay order without name or email (docs/product/shipping-and-checkout.md). */
  missingCustomerInfo: 'Please fill in required customer information',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for another checkout. Start the checkout again.',
  cartItemUnavailable: (name: string) =>
    `"${name}" is no longer available. Remove it from your cart to continue.`,
  cartItemChanged: (name: string, reasons: string) =>
    `"${name}" has changed since you added it (${reasons}). Remove it from your cart and add it again.`,

  payInStoreNeedsPickup: 'Pay in Store is for Store Pickup orders: shipped orders are paid with PayPal.',
  discountNotWithQuote:
    'Discount codes do not apply to an order with a quoted item: the quote is already your price. To use a code, order the other items separately.',
  quoteOrderedUp: (orders: string) =>
    `This quote has already been ordered (${orders}). Ask us for a new quote to order it again.`,

  // PayPal.
  paypalOrderFailed: 'Failed to create PayPal order',
  paypalNoApprovalUrl: 'No approval URL found in PayPal response',
  paymentFailed: 'PayPal payment failed. Please try again or use a different payment method.',
  orderUpdateFailed: 'Payment was successful but order creation failed. Please contact support.',
  paymentInProgress:
    'Your PayPal payment for this cart is being completed. Please wait a moment, then check your order.',
  paymentCancelled:
    'This PayPal payment was cancelled because a newer checkout replaced it or it was left unpaid for 30 minutes. No money was taken. Please check out again.',
  notAPaypalOrder: 'This order is paid in store, not with PayPal.',
  alreadyPaid: 'This order has already been paid.',
  nothingToPay: 'This order has nothing to pay.',

  // Reviews and quote requests from the storefront.
  tooManyReviews: (wait: string) => `Too many reviews from this address. Try again in ${wait}.`,
  tooManyQuoteRequests: (perHour: number, minutes: number) =>
    `You have sent ${perHour} quote requests in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
  // Quotes answered (docs/product/orders-and-statuses.md#quotes-answered).
  quoteRequestNotFound: 'Quote request not found',
  quoteNotFound:
    'This quote link does not open a quote. Use the link in our e-mail, or ask us for a new quote.',
  quoteProductUnavailable: 'Choose a product that is on sale: this one is archived.',
  quoteInCart: 'This quote is already in your cart.',
  quoteWithdrawn:
    'We no longer offer this product, so this quote can no longer be ordered. Ask us for a new quote.',
  quoteLineFixed:
    'A quoted item keeps the quote’s product, quantity and price. To change it, remove it and ask us for a new quote.',
} as const;

/**
 * What the web says when something fails: the API calls' fixed messages and the notices
 * (docs/product/messages.md).
 */
export const webMessages = {
  // Thrown by the API calls and shown where the data would be.
  fetchProducts: 'Failed to fetch products',
  fetchCategories: 'Failed to fetch categories',
  fetchReviews: 'Failed to fetch reviews',
  fetchCart: 'Failed to fetch cart',
  removeCartItem: 'Failed to remove item',
  updateCartItem: 'Failed to update item. Please try again.',
  clearCart: 'Failed to clear cart',
  fetchShippingSettings: 'Failed to fetch shipping settings',
  fetchPaymentConfig: 'Failed to fetch payment settings',
  calculateShipping: 'Failed to calculate shipping',
  fetchOrders: 'Failed to fetch orders',
  fetchOrderDetails: 'Failed to fetch order details',
  updateOrderStatus: 'Failed to update order status',
  fetchQuoteRequests: 'Failed to fetch quote requests',
  fetchProductionQueue: 'Failed to fetch the production queue',
  fetchOverview: 'Failed to fetch the overview',
  fetchMessages: 'Failed to fetch messages',
  fetchMessage: 'Failed to fetch the message',
  resendMessage: 'Failed to send the message again',
  fetchDiscountCodes: 'Failed to fetch discount codes',
  fetchPromoSettings: 'Failed to fetch promotional settings',

  // Generic.
  error: 'Error',
  tryAgain: 'Please try again.',
  checkConnection: 'Please check your connection and try again.',
  unreachable: 'Could not reach the server. Check your connection and try again.',
  quoteNotSent: 'Your request could not be sent. Check your connection and try again.',
  serverFault: 'Something went wrong on our side. Please try again in a moment.',
  unreadableAnswer: 'The server sent an unreadable answer',
  checkTheForm: 'Please check the form.',

  // The configurator.
  filesRequired: 'Files Required',
  designDescriptionRequired: 'Design Description Required',
  chooseOptions: 'Choose your options',
  addToCartFailed: 'Failed to add item to cart. Please try again.',
  orderNowFailed: 'Failed to process order. Please try again.',
  reviewSubmitFailed: 'Failed to submit review. Please try again.',

  // The checkout.
  missingInformation: 'Missing Information',
  validateDiscountFailed: 'Failed to validate discount code',
  /** A refused code whose answer carried no message. */
  discountNotValid: 'This discount code is not valid.',
  paymentError: 'Payment Error',
  paymentFailed: 'Payment Failed',
  paymentCancelled: 'Payment Cancelled',
  orderCreationFailed: 'Order Creation Failed',
  orderFailed: 'Order Failed',
  placeOrderFailed: 'Failed to place order. Please try again.',

  /** The admin's artwork download. */
  download: {
    notFound: apiMessages.artworkNotFound,
    failed: 'Failed to download file. Please try again.',
    empty: 'Downloaded file is empty. The file may be corrupted.',
    network: 'An error occurred while downloading the file. Please check your connection and try again.',
  },

  // The admin dashboard.
  logoutFailed: 'Logout failed',
  updateProductFailed: 'Failed to update product.',
  creationFailed: 'Creation failed',
  createProductFailed: 'Failed to create product. Please try again.',
  deleteProductFailed: 'Failed to delete product. Please try again.',
  uploadFailed: 'Upload failed',
  uploadImagesFailed: 'Failed to upload images. Please try again.',
  uploadVideosFailed: 'Failed to upload videos. Please try again.',
  createCategoryFailed: 'Failed to create category',
  updateCategoryFailed: 'Failed to update category',
  deleteCategoryFailed: 'Failed to delete category',
  saveReviewFailed: 'Failed to add review',
  deleteReviewFailed: 'Failed to delete review',
  approveReviewFailed: 'Failed to approve review',
  updatePromoSettingsFailed: 'Error updating promotional settings',
  createDiscountCodeFailed: 'Error creating discount code',
  deleteDiscountCodeFailed: 'Error deleting discount code',
  toggleDiscountCodeFailed: (activate: boolean, code: string) =>
    `Could not ${activate ? 'activate' : 'deactivate'} ${code}`,
  updateShippingSettingsFailed: 'Failed to update shipping settings. Please try again.',
} as const;
