-- Numbers no group may route as a phone number (configuration-areas §5: "not a protected
-- number"), nor change or delete where the provider has routed one itself. Stored in E.164, the
-- form every phone number is stored in. The short emergency numbers are refused as invalid
-- numbers already; they are listed so that the list stays complete if the format ever widens.
CREATE TABLE protected_did (
  number text PRIMARY KEY,
  reason text NOT NULL
);

INSERT INTO protected_did (number, reason) VALUES
  ('+32100', 'Emergency: ambulance and fire brigade (BE)'),
  ('+32101', 'Emergency: police (BE)'),
  ('+32112', 'Emergency: European emergency number (BE)'),
  ('+31112', 'Emergency: European emergency number (NL)'),
  ('+33112', 'Emergency: European emergency number (FR)'),
  ('+3315', 'Emergency: SAMU (FR)'),
  ('+3317', 'Emergency: police (FR)'),
  ('+3318', 'Emergency: fire brigade (FR)'),
  ('+3270245245', 'Public service: poison centre (BE)'),
  ('+3278170170', 'Public service: Card Stop, blocking of bank cards (BE)'),
  ('+319008844', 'Public service: police, no emergency (NL)'),
  ('+318000113', 'Public service: 113 suicide prevention (NL)'),
  ('+3225889700', 'Platform: voicemail access (BE)'),
  ('+31852089700', 'Platform: voicemail access (NL)');
