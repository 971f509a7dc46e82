/**
 * The back office's tables in the inbox (server/inbox.ts keeps the file's
 * order of migrations): the firm's accounts, passkeys, sessions, one-time
 * sign-in links, challenges and audit log (issue 33). Secrets (session ids,
 * link tokens) are stored as SHA-256 hashes only. Append new steps, never
 * edit a released one.
 */
export const ADMIN_MIGRATIONS = {
  accounts: `CREATE TABLE admin_users (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    email       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    role        TEXT    NOT NULL CHECK (role IN ('gestion', 'lecture')),
    created_at  TEXT    NOT NULL,
    disabled_at TEXT
  ) STRICT;
  CREATE TABLE admin_credentials (
    id           TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    public_key   BLOB    NOT NULL,
    counter      INTEGER NOT NULL,
    transports   TEXT    NOT NULL,
    label        TEXT    NOT NULL,
    created_at   TEXT    NOT NULL,
    last_used_at TEXT
  ) STRICT;
  CREATE INDEX admin_credentials_user ON admin_credentials (user_id);
  CREATE TABLE admin_sessions (
    id_hash      TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    created_at   TEXT    NOT NULL,
    last_seen_at TEXT    NOT NULL,
    ended_at     TEXT
  ) STRICT;
  CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
  CREATE TABLE admin_links (
    token_hash TEXT    PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    created_at TEXT    NOT NULL,
    expires_at TEXT    NOT NULL,
    used_at    TEXT
  ) STRICT;
  CREATE TABLE admin_challenges (
    id         TEXT    PRIMARY KEY,
    challenge  TEXT    NOT NULL,
    user_id    INTEGER REFERENCES admin_users (id) ON DELETE CASCADE,
    purpose    TEXT    NOT NULL CHECK (purpose IN ('register', 'authenticate')),
    expires_at TEXT    NOT NULL
  ) STRICT;
  CREATE TABLE admin_audit (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    at      TEXT    NOT NULL,
    user_id INTEGER,
    email   TEXT,
    action  TEXT    NOT NULL,
    target  TEXT,
    detail  TEXT
  ) STRICT;
  CREATE INDEX admin_audit_at ON admin_audit (at);`,
} as const;
