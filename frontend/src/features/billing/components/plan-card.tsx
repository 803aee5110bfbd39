import type { ReactNode } from 'react';

/** The plan card of spec section 3: name, price, period, features, current and popular flags, a button. */
export type PlanCardProps = {
  id: string;
  name: string;
  price: string;
  /** The price is words ('Custom pricing'), not an amount: set smaller. */
  priceInWords?: boolean;
  period?: string | undefined;
  description?: string | undefined;
  features: readonly string[];
  /** The 'Most Popular' ribbon's text, when this plan has it. */
  popular?: string | undefined;
  current?: boolean;
  /** The button or link (its text and whether it is disabled are the caller's rule). */
  action: ReactNode;
  /** Small print under the button (why it is disabled, the trial). */
  note?: ReactNode;
};

export function PlanCard(props: PlanCardProps) {
  const headingId = `plan-${props.id}`;
  const classes = ['plan-card'];
  if (props.popular) classes.push('plan-card--popular');
  if (props.current) classes.push('plan-card--current');
  return (
    <section
      className={classes.join(' ')}
      aria-labelledby={headingId}
      data-testid={`plan-${props.id}`}
    >
      {props.popular && <p className="plan-card__ribbon">{props.popular}</p>}
      <h2 id={headingId} className="plan-card__name">
        {props.name}
      </h2>
      <p className="plan-card__price">
        <span
          className={`plan-card__amount${props.priceInWords ? ' plan-card__amount--words' : ''}`}
        >
          {props.price}
        </span>
        {props.period && <span className="plan-card__period"> {props.period}</span>}
      </p>
      {props.description && <p className="plan-card__description">{props.description}</p>}
      <ul className="plan-card__features">
        {props.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="plan-card__action">{props.action}</div>
      {props.note && <p className="plan-card__note">{props.note}</p>}
    </section>
  );
}

/** A plan button that cannot be pressed, its text saying why. */
export function DisabledPlanButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="button button--large plan-card__button" disabled>
      {children}
    </button>
  );
}
