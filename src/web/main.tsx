import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { getCartSessionId } from './lib/cart-session.ts';
import './styles.css';

// The anonymous cart session is created on the first visit and reused afterwards
// (docs/product/shipping-and-checkout.md#the-cart).
getCartSessionId();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
