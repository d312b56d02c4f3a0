// The admin's side of quotes: the requests from the home page and the replies sent, on the Orders tab.
export { QuoteRequestsCard } from './components/quote-requests-card.tsx';
