/*
 * LOCAL TEST FAKE of Stripe.js (never shipped, never Stripe's code). The tests' fake Stripe
 * server (tests/support/fake-stripe.ts) serves this file at /v3/ so the app's payment screens can
 * run offline: /api/config's stripe.scriptUrl points here instead of https://js.stripe.com/v3/.
 *
 * It implements only what the app calls: Stripe(publishableKey).elements({clientSecret})
 * .create('payment').mount(el), elements.submit(), confirmPayment / confirmSetup (which POST
 * <this script's origin>/test_mode/confirm {client_secret, card_number, kind}). The mounted form
 * says plainly that it is a local fake. The card number 4000 0000 0000 0002 is declined here,
 * without calling the server ("Your card was declined.", as Stripe's test card of that number is);
 * a 4xx from the server ({error:{message}}) comes back as the confirm call's error.
 */
(() => {
  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;
  const DECLINED_CARD = '4000000000000002';
  const DEFAULT_CARD = '4242 4242 4242 4242';

  function declined() {
    return {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
  }

  function createPaymentElement(group) {
    const listeners = {};
    let root = null;
    let input = null;

    function emit(event, payload) {
      for (const callback of listeners[event] || []) callback(payload);
    }

    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error(`fake Stripe.js: nothing to mount on (${String(target)})`);
        root = document.createElement('fieldset');
        root.className = 'fake-stripe-element';
        root.setAttribute('data-testid', 'fake-stripe-element');
        root.style.cssText =
          'border:2px dashed #b45309;border-radius:8px;padding:12px;margin:0;background:#fffbeb;color:#1e1b4b;font:inherit';
        const legend = document.createElement('legend');
        legend.textContent = 'Test card (local fake of Stripe)';
        legend.style.cssText = 'font-weight:700;padding:0 4px';
        const note = document.createElement('p');
        note.textContent =
          'This is a local test fake, not Stripe: no real payment is made. 4000 0000 0000 0002 is declined.';
        note.style.cssText = 'margin:0 0 8px;font-size:0.9em';
        const label = document.createElement('label');
        label.textContent = 'Card number';
        label.style.cssText = 'display:block;font-weight:600';
        input = document.createElement('input');
        input.name = 'cardnumber';
        input.inputMode = 'numeric';
        input.autocomplete = 'off';
        input.value = DEFAULT_CARD;
        input.setAttribute('data-testid', 'fake-stripe-card');
        input.style.cssText =
          'display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:8px;font:inherit';
        input.addEventListener('input', () => {
          emit('change', {
            elementType: 'payment',
            complete: cardNumber().length >= 12,
            empty: !cardNumber(),
          });
        });
        label.append(input);
        root.append(legend, note, label);
        host.append(root);
        group.mounted = element;
        // Like Stripe's iframe, 'ready' and the first 'change' come after mount returns.
        setTimeout(() => {
          emit('ready', { elementType: 'payment' });
          emit('change', { elementType: 'payment', complete: true, empty: false });
        }, 0);
        return element;
      },
      on(event, callback) {
        if (!listeners[event]) listeners[event] = [];
        listeners[event].push(callback);
        return element;
      },
      off(event, callback) {
        listeners[event] = (listeners[event] || []).filter((c) => c !== callback);
        return element;
      },
      update() {
        return element;
      },
      focus() {
        input?.focus();
      },
      blur() {
        input?.blur();
      },
      clear() {
        if (input) input.value = '';
      },
      unmount() {
        root?.remove();
        root = null;
      },
      destroy() {
        element.unmount();
        if (group.mounted === element) group.mounted = null;
      },
    };

    function cardNumber() {
      return input ? input.value.replace(/\s+/g, '') : '';
    }
    element._cardNumber = cardNumber;
    return element;
  }

  function createElements(options) {
    const group = {
      clientSecret: options?.clientSecret,
      mounted: null,
      create(type) {
        if (type !== 'payment')
          throw new Error(`fake Stripe.js: only the 'payment' element exists (${type})`);
        return createPaymentElement(group);
      },
      getElement(type) {
        return type === 'payment' ? group.mounted : null;
      },
      update() {},
      async submit() {
        const number = group.mounted ? group.mounted._cardNumber() : '';
        if (!group.mounted) {
          return {
            error: { type: 'validation_error', message: 'The payment form is not mounted.' },
          };
        }
        if (number.length < 12) {
          return {
            error: { type: 'validation_error', message: 'Your card number is incomplete.' },
          };
        }
        return {};
      },
    };
    return group;
  }

  async function confirm(kind, options) {
    const group = options?.elements;
    const clientSecret = options?.clientSecret || group?.clientSecret;
    if (!clientSecret) {
      return { error: { type: 'invalid_request_error', message: 'No client secret to confirm.' } };
    }
    const number = group?.mounted ? group.mounted._cardNumber() : '';
    // Declined here, before the server is told anything: a declined card must never start a plan.
    if (number === DECLINED_CARD) return { error: declined() };
    let response;
    try {
      response = await fetch(`${origin}/test_mode/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_secret: clientSecret, card_number: number, kind }),
      });
    } catch {
      return {
        error: {
          type: 'api_connection_error',
          message: 'The fake Stripe server could not be reached.',
        },
      };
    }
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = body?.error?.message ? { type: 'card_error', ...body.error } : declined();
      return { error };
    }
    const id = clientSecret.split('_secret_')[0];
    const intent = {
      id,
      object: kind === 'setup' ? 'setup_intent' : 'payment_intent',
      status: 'succeeded',
    };
    return kind === 'setup' ? { setupIntent: intent } : { paymentIntent: intent };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey) {
      throw new Error('fake Stripe.js: a publishable key is required');
    }
    return {
      _fake: true,
      elements: createElements,
      confirmPayment: (options) => confirm('payment', options),
      confirmSetup: (options) => confirm('setup', options),
    };
  }
  Stripe.version = 'local-test-fake';
  window.Stripe = Stripe;
})();
