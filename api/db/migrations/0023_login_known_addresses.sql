-- Sign-in limits that tell people apart: the addresses an account has signed in from (hashed, as the lockout keys
-- are). An account's own known address is spared the limits a stranger elsewhere can run up (the address's
-- budget of failures and the account's ceiling across all addresses); docs/decisions/037-sign-in-limits-by-account-and-address.md.
-- login_lockouts keeps its key; its rows are now per account and address, per account, or per address.
CREATE TABLE login_known_addresses (
  key_hash text NOT NULL,
  address_hash text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (key_hash, address_hash)
);
CREATE INDEX login_known_addresses_last_success_idx ON login_known_addresses (last_success_at);
