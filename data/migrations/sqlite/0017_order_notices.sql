-- Telling the buyer (and the owner) what happened to an order.
--
-- Every step an order takes is written to `order_events` by a trigger, in the transaction that
-- takes the step: no code path can move an order without its event, and a step rolled back
-- leaves none. Each channel that tells people (mail now; text messages can follow) reads the
-- events in order and keeps in `notice_channels` the last one it has handled, so a restart
-- picks up where it stopped and a new channel starts from its own place.
CREATE TABLE order_events (
    id       INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL,
    event    TEXT    NOT NULL
        CHECK (event IN ('placed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
    at       INTEGER NOT NULL
);

CREATE TABLE notice_channels (
    channel      TEXT    PRIMARY KEY,
    done_through INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
INSERT INTO notice_channels (channel) VALUES ('mail');

CREATE TRIGGER order_event_placed AFTER INSERT ON orders
BEGIN
    INSERT INTO order_events (order_id, event, at) VALUES (NEW.id, 'placed', NEW.created_at);
END;
CREATE TRIGGER order_event_paid AFTER UPDATE OF paid_at ON orders
WHEN OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL
BEGIN
    INSERT INTO order_events (order_id, event, at) VALUES (NEW.id, 'paid', NEW.paid_at);
END;
CREATE TRIGGER order_event_shipped AFTER UPDATE OF shipped_at ON orders
WHEN OLD.shipped_at IS NULL AND NEW.shipped_at IS NOT NULL
BEGIN
    INSERT INTO order_events (order_id, event, at) VALUES (NEW.id, 'shipped', NEW.shipped_at);
END;
CREATE TRIGGER order_event_delivered AFTER UPDATE OF delivered_at ON orders
WHEN OLD.delivered_at IS NULL AND NEW.delivered_at IS NOT NULL
BEGIN
    INSERT INTO order_events (order_id, event, at) VALUES (NEW.id, 'delivered', NEW.delivered_at);
END;
CREATE TRIGGER order_event_cancelled AFTER UPDATE OF cancelled_at ON orders
WHEN OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
BEGIN
    INSERT INTO order_events (order_id, event, at) VALUES (NEW.id, 'cancelled', NEW.cancelled_at);
END;
CREATE TRIGGER order_event_refunded AFTER UPDATE OF refunded_at ON orders
WHEN OLD.refunded_at IS NULL AND NEW.refunded_at IS NOT NULL
BEGIN
    INSERT INTO order_events (order_id, event, at) VALUES (NEW.id, 'refunded', NEW.refunded_at);
END;

-- What a mail is for, so each kind has its own hourly limit: links (verification, reset) can
-- be asked for any address by a stranger and are held tight; notices go to the account's own
-- address about its own orders; the owner's mail goes to the shop; an answer goes to a visitor
-- who wrote. A notice may carry one of
-- its order's VAT documents, printed in the mail's language when it is sent or sent again.
ALTER TABLE email_outbox ADD COLUMN purpose TEXT NOT NULL DEFAULT 'link'
    CHECK (purpose IN ('link', 'notice', 'owner', 'answer'));
ALTER TABLE email_outbox ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'bn'));
ALTER TABLE email_outbox ADD COLUMN attached_document TEXT
    CHECK (attached_document IN ('invoice', 'credit-note'));
ALTER TABLE email_outbox ADD COLUMN attached_order INTEGER;
-- Where an answer goes: the sender of a contact message forwarded to the owner.
ALTER TABLE email_outbox ADD COLUMN reply_to TEXT;

-- A cash-on-delivery order waits for the courier, not for its buyer's payment: the orders
-- awaiting payment leave it out, so the overview counts it once (to ship).
DROP INDEX orders_unpaid;
CREATE INDEX orders_unpaid ON orders (id)
    WHERE is_paid = 0 AND cancelled_at IS NULL AND payment_method IS NOT 'cod';

-- The owner's inbox: the language a visitor wrote in (their answer is framed in it), and when
-- each message was read, answered (and with what) and put away.
ALTER TABLE contact_messages ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'bn'));
ALTER TABLE contact_messages ADD COLUMN read_at INTEGER;
ALTER TABLE contact_messages ADD COLUMN answered_at INTEGER;
ALTER TABLE contact_messages ADD COLUMN answer TEXT;
ALTER TABLE contact_messages ADD COLUMN archived_at INTEGER;
CREATE INDEX contact_messages_open ON contact_messages (id) WHERE archived_at IS NULL;
