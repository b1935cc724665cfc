-- Written by `npm run generate` from the resource schemas.

-- order call_flow
CREATE INDEX res_call_flow_order ON res_call_flow (group_id, lower(data ->> 'description'), id);

-- order call_summary
CREATE INDEX res_call_summary_order ON res_call_summary (group_id, lower(data ->> 'date_time'), id);

-- order cdr
CREATE INDEX res_cdr_order ON res_cdr (group_id, lower(data ->> 'call_start'), id);

-- order device
CREATE INDEX res_device_order ON res_device (group_id, lower(data ->> 'description'), id);

-- order did_routing
CREATE INDEX res_did_routing_order ON res_did_routing (group_id, lower(data ->> 'did'), id);

-- order dss_button
CREATE INDEX res_dss_button_order ON res_dss_button (group_id, ((data ->> 'position')::numeric), id);

-- order extension
CREATE INDEX res_extension_order ON res_extension (group_id, ((data ->> 'extension')::numeric), id);

-- order invoice
CREATE INDEX res_invoice_order ON res_invoice (group_id, lower(data ->> 'date'), id);

-- order media_file
CREATE INDEX res_media_file_order ON res_media_file (group_id, lower(data ->> 'description'), id);

-- order phonebook
CREATE INDEX res_phonebook_order ON res_phonebook (group_id, lower(data ->> 'description'), id);

-- order phonebook_contact
CREATE INDEX res_phonebook_contact_order ON res_phonebook_contact (group_id, lower(data ->> 'display_name'), id);

-- order queue
CREATE INDEX res_queue_order ON res_queue (group_id, lower(data ->> 'description'), id);

-- order reseller_invoice
CREATE INDEX res_reseller_invoice_order ON res_reseller_invoice (group_id, lower(data ->> 'date'), id);

-- order ring_group
CREATE INDEX res_ring_group_order ON res_ring_group (group_id, lower(data ->> 'description'), id);

-- order role
CREATE INDEX res_role_order ON res_role (group_id, lower(data ->> 'name'), id);

-- order site
CREATE INDEX res_site_order ON res_site (group_id, lower(data ->> 'name'), id);

-- order time_schedule
CREATE INDEX res_time_schedule_order ON res_time_schedule (group_id, lower(data ->> 'description'), id);

-- order toggle
CREATE INDEX res_toggle_order ON res_toggle (group_id, lower(data ->> 'description'), id);

-- order voicemail_box
CREATE INDEX res_voicemail_box_order ON res_voicemail_box (group_id, lower(data ->> 'description'), id);

-- order voicemail_message
CREATE INDEX res_voicemail_message_order ON res_voicemail_message (group_id, lower(data ->> 'recorded_on'), id);

-- order wake_up_call
CREATE INDEX res_wake_up_call_order ON res_wake_up_call (group_id, lower(data ->> 'wake_up_at'), id);
