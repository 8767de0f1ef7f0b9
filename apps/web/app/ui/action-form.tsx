/**
 * A post form to one of the web's actions, for buttons that must work before and without
 * JavaScript: the action makes the change and sends the shopper back to this page. Once the page
 * is interactive the buttons' click handlers do the work, and the form is no longer sent.
 */
import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';

export function ActionForm({
  action,
  fields,
  children,
}: {
  action: string;
  fields: Record<string, string | number>;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={action} className="action-form" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
