// The portal's sign-in markup, rendered by React Router alone: a loader, meta, a Form and links.
import { useId } from "react";
import { Form, Link } from "react-router";

export const meta = () => [{ title: "Sign in to Tandem" }];

export const links = () => [{ rel: "stylesheet", href: "/assets/app.css" }];

export function loader() {
  return { product: "Tandem" };
}

export default function Login() {
  const id = useId();
  return (
    <div className="page">
      <h1>Sign in to Tandem</h1>
      <Form id={id} noValidate className="form" method="post" action="/login">
        <div aria-hidden="true">
          <div id="name__confirm_wrap" className="honeypot" aria-hidden="true">
            <label htmlFor="name__confirm">Please leave this field blank</label>
            {/* eslint-disable-next-line jsx-a11y/autocomplete-valid -- remix-utils' honeypot: no browser fills it */}
            <input
              id="name__confirm"
              type="text"
              autoComplete="nope"
              tabIndex={-1}
              name="name__confirm"
              defaultValue=""
            />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email address
          </label>
          <div className="field__control">
            <input
              required
              id={`${id}-email`}
              type="email"
              className="input"
              autoComplete="username"
              name="email"
            />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            Password
          </label>
          <div className="field__control">
            <input
              required
              id={`${id}-password`}
              type="password"
              className="input"
              autoComplete="current-password"
              name="password"
            />
            <button
              type="button"
              className="button button--secondary password-toggle"
              aria-pressed="false"
              hidden
            >
              Show password
            </button>
          </div>
        </div>
        <p>
          <Link to="/reset-password">I forgot my password</Link>
        </p>
        <div className="button-group">
          <button type="submit" className="button">
            Sign in
          </button>
        </div>
      </Form>
      <h2 className="heading-m">New to Tandem?</h2>
      <p>
        <Link to="/register">Create an account</Link>
      </p>
    </div>
  );
}
