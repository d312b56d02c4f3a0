// The customer's side of quotes: the request dialog opened from the home page. The quote page itself is a
// route of its own (app/routes.tsx).
export { QuoteRequestDialog } from './components/quote-request-dialog.tsx';
