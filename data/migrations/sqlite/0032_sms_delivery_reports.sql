-- Issue 36: the gateways' delivery reports, kept per text. A text a gateway that reports took
-- waits for its report ('waiting'), asked for until the operator's answer is final or a day
-- has passed ('unknown').
ALTER TABLE sms_outbox ADD COLUMN delivery TEXT
    CHECK (delivery IN ('waiting', 'delivered', 'undelivered', 'unknown'));
-- The gateway's own word for it ("Delivered", "Failed" …).
ALTER TABLE sms_outbox ADD COLUMN delivery_words TEXT;
ALTER TABLE sms_outbox ADD COLUMN reported_at INTEGER;
ALTER TABLE sms_outbox ADD COLUMN next_report_at INTEGER;
-- What is still to ask about, by when it is due.
CREATE INDEX sms_outbox_reports_due ON sms_outbox (next_report_at, id)
    WHERE delivery = 'waiting';
