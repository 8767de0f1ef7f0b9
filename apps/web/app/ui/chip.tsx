/**
 * Removable chips: one applied choice (a filter value, a granted role) whose whole pill is the
 * control that takes it away, a link or a form's submit button, so it works before hydration and
 * without JavaScript. The pill's name says what pressing it does ("Remove filter: Tetsu") and
 * contains the visible text.
 */
import { Children, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Icon } from './icon';

type ChipAction =
  /** A link to the page without this choice (a GET listing). */
  | { href: string }
  /** A POST of these fields to the current route's action. */
  | { fields: Readonly<Record<string, string>>; disabled?: boolean };

export type RemovableChipProps = ChipAction & {
  /** The visible text. */
  label: string;
  /** The control's accessible name: what removing does, naming the label. */
  removeLabel: string;
};

export function RemovableChip(props: RemovableChipProps) {
  const content = (
    <>
      <span className="chip__label">{props.label}</span>
      <Icon name="close" size={16} className="chip__remove" />
    </>
  );
  if ('href' in props) {
    return (
      <Link to={props.href} className="chip chip--removable" aria-label={props.removeLabel} preventScrollReset>
        {content}
      </Link>
    );
  }
  return (
    <Form method="post" className="chip__form">
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="chip chip--removable" aria-label={props.removeLabel} disabled={props.disabled}>
        {content}
      </button>
    </Form>
  );
}

/** A row of chips under one name, with an optional link that takes them all away. */
export function ChipList({
  label,
  clearAll,
  children,
}: {
  label: string;
  clearAll?: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <ul className="chip-list" aria-label={label}>
      {/* Children.map keys each item by its chip's key. */}
      {Children.map(children, (chip) => (
        <li>{chip}</li>
      ))}
      {clearAll ? (
        <li>
          <Link to={clearAll.href} className="chip chip--clear" preventScrollReset>
            {clearAll.text}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
