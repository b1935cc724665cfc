// Written by `npm run generate` from schemas/. Do not edit: change the schema and run it again.
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers once the server is ready */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/calls/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Feed one call record
         * @description Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`), not by a user’s session; the token names the group. The shipped SIP engine (`npm run sip`) uses the registrar token instead, with the group in a `Switchboard-Group: <group id>` header. Idempotent by call_id: posting the same call again answers 200 with the record first stored. A different record under a stored call_id is refused with 409 (code call_id_differs), whose `differences` names the fields that differ; nothing is dropped silently. A recording sent before its record is attached when the record comes.
         */
        post: operations["ingest_call_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/calls/{call_id}/recording/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Feed a call’s recording
         * @description Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`), not by a user’s session; the token names the group. The shipped SIP engine (`npm run sip`) uses the registrar token instead, with the group in a `Switchboard-Group: <group id>` header. The body is the audio itself (Content-Type audio/wav, audio/mpeg, audio/ogg or application/octet-stream), WAV, MP3 or Ogg read from its content, at most 64 MB. Sending it again replaces it. Sent before its call record, it is kept (202) and attached when the record comes (kept 7 days).
         */
        put: operations["ingest_call_recording"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/freeswitch/cdr/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Feed one call as FreeSWITCH’s mod_json_cdr posts it
         * @description The body is FreeSWITCH’s own JSON CDR (switch_ivr_generate_json_cdr), as mod_json_cdr’s `encode` sends it: raw JSON (`false`, application/json), the form field `cdr=` URL-encoded (`true`, application/x-www-form-urlencoded) or in base64 (`base64`, application/x-www-form-base64-encoded); the values may be URL-encoded (encode-values). Authenticated by a platform token (`npm run platform-token`) as the password of HTTP Basic (`auth-scheme` basic, `cred` `switchboard:<token>`), or as `?token=` in the URL. Read: uuid, caller_id_number, the dialled destination_number, start/answer/progress/end epochs, duration, billsec, hangup_cause, the bridged legs, transfers and voicemail. Idempotent by uuid. A B leg’s CDR (log-b-leg) is answered 200 and not stored: its call is its A leg’s record. Any other content type is answered 415.
         */
        post: operations["ingest_freeswitch_cdr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/live-events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Feed one live event (the wallboard’s calls, queues and agents)
         * @description Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`), like the call records; the token names the group (the registrar token of `npm run sip` names it in a `Switchboard-Group` header). Idempotent by event_id. The state is kept in the database, so every API server shows the same wallboard, and each change is pushed to the portals over the event stream.
         */
        post: operations["ingest_live_event_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/live-events/batch/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Feed several live events at once, in order
         * @description As one live event each (same token, same checks, idempotent by event_id), for a platform that reports many calls a second (the shipped Kamailio posts its queue of events every few milliseconds): applied in order in one transaction, the group's portals told once. One event refused refuses the batch (400, the field named events[<index>].<field>). At most 500 events.
         */
        post: operations["ingest_live_event_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/sip/credentials/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The digest HA1 of a SIP account (for the registrar)
         * @description Called by the SIP registrar (Kamailio, `npm run sip`), not by people: authenticated by the registrar token (`Authorization: Bearer <token>`, printed by `npm run sip -- --print-token`) for every group, or by a group’s platform token (`npm run platform-token`) for that group only. Answers the HA1, MD5(auth_name:realm:password), as text, when the auth name is an account of the realm’s group and, if given, user is its extension’s number; 404 otherwise. Never the password.
         */
        get: operations["sip_registrar_credentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/sip/registrations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a registration, refresh, removal or expiry (from the registrar)
         * @description Called by the SIP registrar (Kamailio, `npm run sip`), not by people: authenticated by the registrar token (`Authorization: Bearer <token>`, printed by `npm run sip -- --print-token`) for every group, or by a group’s platform token (`npm run platform-token`) for that group only. JSON or a form (application/x-www-form-urlencoded). register: a REGISTER the registrar accepted, with its Contact header (expires 0 or * removes) and Expires header; expired: a binding that expired. The extension’s registered state follows, and the portal hears of it on the event stream. An AOR that names no extension (or one of another group than the token’s) is refused (404) and logged.
         */
        post: operations["sip_registrar_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/v1/voicemail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver one voicemail message
         * @description Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`); the token names the group, and only its boxes are found. A multipart/form-data body: the fields below and the recording as the part `file`: WAV, MP3 or Ogg (Opus or Vorbis) read from its content, at most 15 MB. The message lists in its box with the box’s unread count, the box’s portals are told (`voicemail_message.changed` on the event stream), and each notify e-mail (the recording attached) and SMS number of the box is sent the message by a background job, in the language of the box’s first owner. Idempotent: a second post of the same box, caller and recorded_on answers 200 with the message first stored and sends nothing again.
         */
        post: operations["ingest_voicemail_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/v1/media_file/{id}/local/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A media file played by the SIP engine: its audio as a file on the server’s machine
         * @description Called by the SIP engine (Kamailio from `deploy/kamailio/`), not by people: authenticated by the registrar token (`Authorization: Token <token>`, printed by `npm run sip -- --print-token`) for every group, or by a group’s platform token (`npm run platform-token`) for that group’s numbers and extensions only. For rtpengine beside the server (the shipped Kamailio's announcement, action media with kind play_media): rtpengine's play media reads a file, so the audio is written once per version under DATA_DIR/sip-media/ (readable by rtpengine's user) and its path answered, with the duration when the audio says it. 404: no such file of the token's groups, or no audio uploaded.
         */
        get: operations["platform_media_file_local"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/v1/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Route a call: the next step the SIP engine takes (ring targets, hand to a media server, or answer the INVITE)
         * @description Called by the SIP engine (Kamailio from `deploy/kamailio/`), not by people: authenticated by the registrar token (`Authorization: Token <token>`, printed by `npm run sip -- --print-token`) for every group, or by a group’s platform token (`npm run platform-token`) for that group’s numbers and extensions only. From a phone number the call follows its call flow (or failover); from a phone, the dialled extension, ring group, ##toggle shortcode, *-code (*8 pickup, **<ext> intercept, *0<ext> eavesdrop, each with its role permission) or outside number. dial: ring the targets (each after its delay, for its timeout) and come back with resume {token, outcome} when nobody answers; media: send the call to a media server for the block, resume with media_done; reply: answer the INVITE with the status (404 unknown number, 403 destination not allowed, 480/603 flow ended, 200 toggle switched); pickup: pick up a ringing call of one of the targets.
         */
        post: operations["platform_route"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List account records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["account_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one account */
        get: operations["account_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-token-auth/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: exchange a username and password for a token */
        post: operations["api_token_auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List call_flow records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["call_flow_list"];
        put?: never;
        /** Create a call_flow */
        post: operations["call_flow_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one call_flow */
        get: operations["call_flow_retrieve"];
        /** Replace a call_flow */
        put: operations["call_flow_update"];
        post?: never;
        /** Delete a call_flow */
        delete: operations["call_flow_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a call_flow */
        patch: operations["call_flow_partial_update"];
        trace?: never;
    };
    "/v1/call_flow/{id}/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmed save: make a diagram live after every rule passed, record a revision and run the test cases
         * @description The diagram must pass every rule of configuration-areas §5 (errors; warnings are answered, not refused): otherwise 400 {code: call_flow_invalid, detail, issues: [{block, rule, severity, message}]} with each message in the language of Accept-Language. A block naming a record that is not the group's: 400 call_flow_reference_missing. A version other than the stored one: 412. The flow becomes active (draft false) and its working diagram is cleared.
         */
        post: operations["call_flow_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/designer_data/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the designer needs besides the diagram: choices for the blocks and the records the flow's diagrams refer to */
        get: operations["call_flow_designer_data"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/duplicate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a call flow as a new draft (its working diagram when it has one), with a description unique in the group */
        post: operations["call_flow_duplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/editing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Heartbeat of a designer that has the flow open (every 20 s): answers who else has it open
         * @description Others count while their heartbeat is less than 45 s old. A change of who edits is announced as the event call_flow.editing {call_flow, editors}.
         */
        post: operations["call_flow_editing"];
        /** The designer leaves the flow */
        delete: operations["call_flow_editing_stop"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/revisions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The confirmed saves of a call flow, newest first, a page at a time */
        get: operations["call_flow_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/revisions/{rev}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One revision, with its description and diagram */
        get: operations["call_flow_revision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/revisions/{rev}/restore/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a revision's diagram back as the flow's working diagram, to be confirmed like any change */
        post: operations["call_flow_revision_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/test_cases/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A call flow's test cases with their last results */
        get: operations["call_flow_test_cases"];
        put?: never;
        /** Save a test call with the block it must reach */
        post: operations["call_flow_test_case_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/test_cases/{tc}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a test case */
        put: operations["call_flow_test_case_update"];
        post?: never;
        /** Delete a test case */
        delete: operations["call_flow_test_case_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/{id}/test_cases/run/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a flow's test cases against the diagram sent, else its working diagram, else its live one
         * @description Running changes nothing: the results of the live diagram are kept only by a confirmed save.
         */
        post: operations["call_flow_test_cases_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_flow/trace/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test call: the path a call takes through a flow, block by block, with the reason at each step
         * @description Starts in call_flow (its working diagram unless live, or the diagram sent), or in the flow the phone number did routes to. The server supplies what the blocks read from the database: the diagrams of flows jumped to, time schedules' closed dates and contacts' numbers. Loops are reported (end loop), never followed.
         */
        post: operations["call_flow_trace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_forwarding/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List call_forwarding records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["call_forwarding_list"];
        put?: never;
        /** Create a call_forwarding */
        post: operations["call_forwarding_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_forwarding/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one call_forwarding */
        get: operations["call_forwarding_retrieve"];
        /** Replace a call_forwarding */
        put: operations["call_forwarding_update"];
        post?: never;
        /** Delete a call_forwarding */
        delete: operations["call_forwarding_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a call_forwarding */
        patch: operations["call_forwarding_partial_update"];
        trace?: never;
    };
    "/v1/call_forwarding/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several call_forwarding records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["call_forwarding_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_summaries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summaries the caller sees, newest call first
         * @description A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404. search finds words of the quick or detailed summary and participants.
         */
        get: operations["call_summary_list"];
        put?: never;
        /**
         * Ask for the summary of a recorded call (a background job)
         * @description The call must be one the caller sees in the call history (cdr_viewer), have a recording and no summary yet (a failed one is asked for again in place). Its cost (one credit per started five minutes, at least one) is taken from the group’s credits at once: too few answer 402 with code summary_insufficient_credits and nothing is taken. Without AI servers or a summariser configured (GET v1/call_summaries/service/) the request is refused, 409 summariser_unavailable; with summaries turned off in the group settings, 409 summaries_disabled. The summary starts private to its requester in state requested; its job (GET v1/jobs/{id}/) completes it, or marks it error and gives the credits back. A client that showed the cost sends it in cost: when the server’s differs, 409 price_changed and nothing is taken (the user confirmed another price).
         */
        post: operations["call_summary_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_summaries/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One summary, with its transcript
         * @description A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404.
         */
        get: operations["call_summary_retrieve"];
        /**
         * Replace a summary’s written parts
         * @description A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404. A public summary is changed by its requester and the group’s administrators; a plain user is refused (403) on one they did not request. As PATCH, with the whole summary.
         */
        put: operations["call_summary_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a summary or switch it between private and public
         * @description A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404. A public summary is changed by its requester and the group’s administrators; a plain user is refused (403) on one they did not request. Only a complete or failed summary is edited (a pending one answers 409 summary_pending). The call's facts and the cost stay the server's.
         */
        patch: operations["call_summary_partial_update"];
        trace?: never;
    };
    "/v1/call_summaries/{id}/feedback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reader’s rating of a summary, and for administrators everyone’s
         * @description A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404. Every reader of a complete or failed summary rates it once (a new rating replaces theirs); only the group’s administrators see the others’ ratings.
         */
        get: operations["call_summary_feedback_retrieve"];
        /**
         * Rate a summary: useful or not, with an optional comment
         * @description A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404. Every reader of a complete or failed summary rates it once (a new rating replaces theirs); only the group’s administrators see the others’ ratings. A summary still being generated answers 409 summary_pending.
         */
        put: operations["call_summary_feedback_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_summaries/credits/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group’s summary credits: bought, spent and left */
        get: operations["call_summary_credits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/call_summaries/service/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether Summarise is offered, why not, and what is sent where
         * @description reason: unconfigured (neither both AI endpoints, SUMMARY_TRANSCRIPTION_* and SUMMARY_CHAT_*, nor SUMMARISER_URL are set) or disabled (the group setting call_summaries is off). The hosts and models the recording and its transcript are sent to, for the Summarise confirmation; never a key.
         */
        get: operations["call_summary_service"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cdr/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The call history, a page at a time
         * @description A plain user sees the calls of their own extension only.
         */
        get: operations["cdr_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cdr/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One call with its steps */
        get: operations["cdr_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cdr/{id}/recording/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A call’s recording, to play or download */
        get: operations["cdr_recording_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cdr/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the filter’s calls (CSV for a spreadsheet or for machines, or XLSX; at most 10,000) as a background job
         * @description Answers the job to watch (GET v1/jobs/{id}/); when it has succeeded, its file is at v1/cdr/export/{job}/file/.
         */
        post: operations["cdr_export_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cdr/export/{job}/file/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An export’s file, once its job has succeeded */
        get: operations["cdr_export_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/change_password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in user’s password; the user’s other sessions are signed out
         * @description Open while the initial password must be changed, when every other call but the profile and logout is refused.
         */
        put: operations["change_password"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clients/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client groups of the reseller, with their key figures
         * @description Only a reseller acting on its own group, and only its own client groups. Extensions, phone numbers, sign-ins and balances are read in one query; search matches the name and the domain; ordering is one of the columns, "-" first for descending.
         */
        get: operations["client_list"];
        put?: never;
        /**
         * Open a client group under the reseller
         * @description The new group belongs to the reseller, takes the reseller's group permissions (the reseller-only clients and reseller_invoices left out) and call settings, may take and make calls in its country, and gets a domain below the reseller's. The reseller then acts as it to set it up.
         */
        post: operations["client_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/client_chart/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A reseller’s client dashboard chart: inbound and outbound calls of all its client groups over the range
         * @description For resellers only. Slots are hours (24h) or days (7d, 30d) in UTC; the averages are per day and per call (seconds).
         */
        get: operations["dashboard_client_chart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["device_list"];
        put?: never;
        /** Create a device */
        post: operations["device_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one device */
        get: operations["device_retrieve"];
        /** Replace a device */
        put: operations["device_update"];
        post?: never;
        /** Delete a device */
        delete: operations["device_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a device */
        patch: operations["device_partial_update"];
        trace?: never;
    };
    "/v1/devices/{id}/dss_buttons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the DSS buttons of a device, all or nothing
         * @description The DSS editor saves the whole layout at once, so that buttons can swap keys. Each button is checked as dss_buttons/ checks it (a key the device has, one button per key, no more buttons than keys); buttons set up by support must be sent back unchanged and stay.
         */
        put: operations["device_dss_buttons_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{id}/provisioning_secret/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a new provisioning secret for the device (shown once)
         * @description The device fetches its configuration with HTTP basic authentication: its MAC address as user name (12 hex digits, or with dashes; not with colons, at which HTTP basic splits) and this secret as password. A new secret replaces the old one at once.
         */
        post: operations["device_provisioning_secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{id}/push/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push the device’s settings (a background job)
         * @description Builds the configuration the device is answered with at its next provisioning fetch and marks it pushed; watch the job with v1/jobs/{id}/ and the job.updated events. No phone platform is attached that could make the phone fetch at once.
         */
        post: operations["device_push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several device records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["device_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/did_routing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List did_routing records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["did_routing_list"];
        put?: never;
        /** Create a did_routing */
        post: operations["did_routing_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/did_routing/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one did_routing */
        get: operations["did_routing_retrieve"];
        /** Replace a did_routing */
        put: operations["did_routing_update"];
        post?: never;
        /** Delete a did_routing */
        delete: operations["did_routing_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a did_routing */
        patch: operations["did_routing_partial_update"];
        trace?: never;
    };
    "/v1/did_routing/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several did_routing records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one.
         */
        post: operations["did_routing_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dss_buttons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List dss_button records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["dss_button_list"];
        put?: never;
        /** Create a dss_button */
        post: operations["dss_button_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dss_buttons/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one dss_button */
        get: operations["dss_button_retrieve"];
        /** Replace a dss_button */
        put: operations["dss_button_update"];
        post?: never;
        /** Delete a dss_button */
        delete: operations["dss_button_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a dss_button */
        patch: operations["dss_button_partial_update"];
        trace?: never;
    };
    "/v1/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of the groups the session may act on, as Server-Sent Events: each data line is {type, group, data}
         * @description Opened only with ?ticket= from POST v1/events/ticket/ (EventSource sends no headers). A comment line comes as a heartbeat; the stream ends when the session does. Event types: job.updated ({id, kind, state, progress, message}) and events.resync (events may have been missed: fetch again).
         */
        get: operations["events_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/ticket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use ticket, valid for 30 seconds, that opens one event stream (EventSource cannot send headers) */
        post: operations["events_ticket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feedback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message from the footer’s feedback box (a few per user in a quarter of an hour) */
        post: operations["feedback_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one group_settings */
        get: operations["group_settings_retrieve"];
        /** Replace a group_settings */
        put: operations["group_settings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change some fields of a group_settings */
        patch: operations["group_settings_partial_update"];
        trace?: never;
    };
    "/v1/help_support/cheat_sheet/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The call-flow cheat sheet as a PDF, in the language of Accept-Language
         * @description Every block kind of a call flow, what it does and its rules (configuration-areas §3, §5).
         */
        get: operations["cheat_sheet_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotdesk_pins/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the hotdesking PIN of an extension: administrators for any of the group, a user for their own */
        put: operations["hotdesk_pin_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotdesks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hotdesk records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["hotdesk_list"];
        put?: never;
        /** Create a hotdesk */
        post: operations["hotdesk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotdesks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one hotdesk */
        get: operations["hotdesk_retrieve"];
        /** Replace a hotdesk */
        put: operations["hotdesk_update"];
        post?: never;
        /** Delete a hotdesk */
        delete: operations["hotdesk_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a hotdesk */
        patch: operations["hotdesk_partial_update"];
        trace?: never;
    };
    "/v1/hotdesks/{id}/sign_in/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign an extension in at a shared desk with its hotdesking PIN
         * @description Whoever sat at the desk is signed out, and the extension leaves any other desk: one extension sits at one desk at a time. A wrong extension or PIN is answered alike (400 at pin); after repeated failures for one extension the call is refused for a while (429, Retry-After).
         */
        post: operations["hotdesk_sign_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotdesks/{id}/sign_out/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of a shared desk: administrators for anyone, a user for their own extension */
        post: operations["hotdesk_sign_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotdesks/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several hotdesk records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["hotdesk_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/impersonate/token-auth/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange an impersonation token for a session on its group; every change made in it is audited */
        post: operations["impersonate_token_auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List integration records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["integration_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/deny/{kind}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse an integration: changes nothing, answers the checked address with error=access_denied */
        post: operations["integration_deny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/subscribe/{kind}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allow an integration for the group acted on (needs the integrations entitlement) */
        post: operations["integration_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/unsubscribe/{kind}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an integration for the group acted on (needs the integrations entitlement) */
        post: operations["integration_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group’s invoices, a page at a time
         * @description Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/).
         */
        get: operations["invoice_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice with its lines and totals
         * @description Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/).
         */
        get: operations["invoice_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/calls/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calls an invoice’s call costs are made of, a page at a time
         * @description Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/). The answered outbound calls started in the invoice’s month (UTC); a plain user sees their own extension’s only, as in the call history.
         */
        get: operations["invoice_calls_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/calls/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export an invoice’s calls (CSV for a spreadsheet or for machines, or XLSX) with the call history’s export job
         * @description Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/). The job is the call history’s (cdr.export, which needs cdr_viewer to watch); its file is at v1/cdr/export/{job}/file/.
         */
        post: operations["invoice_calls_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice as a PDF, in the reader’s language
         * @description Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/). The language is lang, else the user’s own.
         */
        get: operations["invoice_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/ubl/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice as a Peppol BIS Billing 3.0 e-invoice (UBL 2.1 Invoice)
         * @description Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/). Item names and payment terms in lang, else the user’s language. Valid when the invoice’s gaps are empty.
         */
        get: operations["invoice_ubl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A background job of the group acted on: state, percent done and what it is doing */
        get: operations["job_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/languages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List language records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["language_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/languages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** Read one language */
        get: operations["language_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live_statistics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is happening now in the group: calls, queues, agents, today’s counters
         * @description Kept from the live events a phone platform posts (POST ingest/v1/live-events/); empty while none has. The group must hold the permissions statistic and live_statistic. A change is announced on the event stream as `live_statistics.changed`; read this again then, and after `events.resync`.
         */
        get: operations["live_statistics_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live_statistics/platform_token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a phone platform’s ingestion token for the group
         * @description For the group’s administrators (and resellers acting on it), when the group holds statistic and live_statistic: the token a phone platform sends to the ingestion API (live events and call records) for this group. Shown once; only its hash is kept. The same as `npm run platform-token` on the server.
         */
        post: operations["live_statistics_platform_token_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the token of this request */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phonebook_contacts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List phonebook_contact records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["phonebook_contact_list"];
        put?: never;
        /** Create a phonebook_contact */
        post: operations["phonebook_contact_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phonebook_contacts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one phonebook_contact */
        get: operations["phonebook_contact_retrieve"];
        /** Replace a phonebook_contact */
        put: operations["phonebook_contact_update"];
        post?: never;
        /** Delete a phonebook_contact */
        delete: operations["phonebook_contact_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a phonebook_contact */
        patch: operations["phonebook_contact_partial_update"];
        trace?: never;
    };
    "/v1/phonebooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List phonebook records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["phonebook_list"];
        put?: never;
        /** Create a phonebook */
        post: operations["phonebook_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phonebooks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one phonebook */
        get: operations["phonebook_retrieve"];
        /** Replace a phonebook */
        put: operations["phonebook_update"];
        post?: never;
        /** Delete a phonebook */
        delete: operations["phonebook_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a phonebook */
        patch: operations["phonebook_partial_update"];
        trace?: never;
    };
    "/v1/phonebooks/{id}/import/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a spreadsheet of contacts (multipart form, field file) to preview its import
         * @description An .xlsx, .xls or .csv file of at most 500 KB and 10000 records, its kind checked by content; columns are found by their header names in English, Dutch or French. The records are checked by a background job (watch it with v1/jobs/{id}/ and the job.updated events); nothing is written before the commit.
         */
        post: operations["phonebook_import_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phonebooks/{id}/import/{job}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of an import and, once done, its preview */
        get: operations["phonebook_import_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phonebooks/{id}/import/{job}/commit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write the previewed contacts, all or nothing, in one transaction
         * @description Every record is checked again as the contact form’s save checks it; contacts already in the phonebook (same name and number) are skipped, so a second commit adds nothing.
         */
        post: operations["phonebook_import_commit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phonebooks/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several phonebook records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["phonebook_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The call prices to one destination country
         * @description Billing is per second (every 1 s) from the first second at the per-minute rate, plus the setup cost once when the call is answered (configuration-areas §9). 001 prices international networks.
         */
        get: operations["pricing_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/avatar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signed-in user’s picture (multipart form, field avatar) */
        post: operations["profile_avatar_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/avatar/{key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user’s picture, at the address the profile gives */
        get: operations["profile_avatar_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/provisioning/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A phone fetches its configuration, in its vendor’s own format
         * @description Called by the phone itself, at least every 24 hours, with HTTP basic authentication (the MAC address and the device’s provisioning secret); every refusal, a file naming another device’s MAC address included, is the same 401. The file names are the vendor’s: Yealink `y000000000000.boot`, its model’s `y0000000000NN.cfg` and `<mac>.cfg`; Snom `snom<model>-<MAC>.htm` or `<mac>.xml`; Poly `<mac>.cfg` and `<mac>-phone.cfg`; Grandstream `cfg<mac>.xml`; Gigaset bases `<mac>.xml`; `<mac>-directory.xml` is the directory in the vendor’s remote-phonebook format (not for adapters). A file the model does not read is 404. A configuration file carries the SIP account of the device’s user, its keys, language and time zone, and records the fetch as the device’s last update.
         */
        get: operations["provisioning_fetch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A random quote for the 404 page, in the language of Accept-Language */
        get: operations["quote_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request_reset_password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link (valid for an hour) to the account with this address
         * @description The answer is the same, and as quick, whether the address has an account or not.
         */
        post: operations["request_reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reseller_invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reseller’s invoices across its client groups, a page at a time
         * @description Resellers only (group permission reseller_invoices); anyone else 403.
         */
        get: operations["reseller_invoice_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reseller_invoices/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reseller invoice with its lines, commissions and totals
         * @description Resellers only (group permission reseller_invoices); anyone else 403.
         */
        get: operations["reseller_invoice_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reseller_invoices/{id}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reseller invoice as a PDF/A-3 with its e-invoice attached, in the reader’s language
         * @description Resellers only (group permission reseller_invoices); anyone else 403. The language is lang, else the user’s own.
         */
        get: operations["reseller_invoice_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reseller_invoices/{id}/ubl/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reseller invoice as a Peppol BIS Billing 3.0 e-invoice (UBL 2.1 Invoice)
         * @description Resellers only (group permission reseller_invoices); anyone else 403.
         */
        get: operations["reseller_invoice_ubl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reset_password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link; the link is used up and every session signed out */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ring_groups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ring_group records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["ring_group_list"];
        put?: never;
        /** Create a ring_group */
        post: operations["ring_group_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ring_groups/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one ring_group */
        get: operations["ring_group_retrieve"];
        /** Replace a ring_group */
        put: operations["ring_group_update"];
        post?: never;
        /** Delete a ring_group */
        delete: operations["ring_group_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a ring_group */
        patch: operations["ring_group_partial_update"];
        trace?: never;
    };
    "/v1/ring_groups/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several ring_group records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["ring_group_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s own settings: the dashboard configuration (null: the default layout)
         * @description Always the caller’s own record, whichever group the session acts on; its version is also the ETag.
         */
        get: operations["user_settings_retrieve"];
        /**
         * Save the signed-in user’s settings; dashboard null goes back to the default layout
         * @description Send the version read in If-Match (or as version): a write based on another version answers 412 version_conflict.
         */
        put: operations["user_settings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List site records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["site_list"];
        put?: never;
        /** Create a site */
        post: operations["site_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one site */
        get: operations["site_retrieve"];
        /** Replace a site */
        put: operations["site_update"];
        post?: never;
        /** Delete a site */
        delete: operations["site_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a site */
        patch: operations["site_partial_update"];
        trace?: never;
    };
    "/v1/site/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several site records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["site_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statistics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group’s call figures over a period
         * @description Aggregated from the call history, in the group’s time zone (its country’s; `time_zone` in the answer). The group must hold the permissions statistic and statistics. A plain user’s figures count the calls of their own extension only.
         */
        get: operations["statistics_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The licences of the group acted on, per product: held, used and available
         * @description Used is counted from the group's records when the call is made: its extensions for user licences, its phone numbers, devices, queues, voicemail boxes and hot desks, its extensions while the group records calls, and the credits its call summaries cost. Needs the group permission configuration_extension.
         */
        get: operations["subscription_usage_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time_schedule/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List time_schedule records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["time_schedule_list"];
        put?: never;
        /** Create a time_schedule */
        post: operations["time_schedule_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time_schedule/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one time_schedule */
        get: operations["time_schedule_retrieve"];
        /** Replace a time_schedule */
        put: operations["time_schedule_update"];
        post?: never;
        /** Delete a time_schedule */
        delete: operations["time_schedule_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a time_schedule */
        patch: operations["time_schedule_partial_update"];
        trace?: never;
    };
    "/v1/time_schedule/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several time_schedule records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["time_schedule_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toggles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List toggle records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["toggle_list"];
        put?: never;
        /** Create a toggle */
        post: operations["toggle_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toggles/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one toggle */
        get: operations["toggle_retrieve"];
        /** Replace a toggle */
        put: operations["toggle_update"];
        post?: never;
        /** Delete a toggle */
        delete: operations["toggle_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a toggle */
        patch: operations["toggle_partial_update"];
        trace?: never;
    };
    "/v1/toggles/{id}/activate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make one option of a toggle the active one; every other option becomes inactive
         * @description The toggle is locked while it is switched, so of two people switching at once the later one wins and exactly one option stays active. Whoever sees the toggle may switch it: its owners, the Admin role, administrators, and every user when it is shared.
         */
        post: operations["toggle_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toggles/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several toggle records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["toggle_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/validate_reset_password_token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset link can still be used */
        post: operations["validate_reset_password_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wake_up_calls/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wake_up_call records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["wake_up_call_list"];
        put?: never;
        /** Create a wake_up_call */
        post: operations["wake_up_call_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wake_up_calls/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one wake_up_call */
        get: operations["wake_up_call_retrieve"];
        /** Replace a wake_up_call */
        put: operations["wake_up_call_update"];
        post?: never;
        /** Delete a wake_up_call */
        delete: operations["wake_up_call_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a wake_up_call */
        patch: operations["wake_up_call_partial_update"];
        trace?: never;
    };
    "/v1/wake_up_calls/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several wake_up_call records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["wake_up_call_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/call_queue/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List queue records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["queue_list"];
        put?: never;
        /** Create a queue */
        post: operations["queue_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/call_queue/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one queue */
        get: operations["queue_retrieve"];
        /** Replace a queue */
        put: operations["queue_update"];
        post?: never;
        /** Delete a queue */
        delete: operations["queue_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a queue */
        patch: operations["queue_partial_update"];
        trace?: never;
    };
    "/v3/call_queue/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several queue records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["queue_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dashboard/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company and user summary figures */
        get: operations["dashboard_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/group/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List group records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["group_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/group/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one group */
        get: operations["group_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/group/{id}/impersonate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use token to act on this group, for a reseller on its client groups or a user with the impersonate right */
        post: operations["group_impersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/media_file/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List media_file records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["media_file_list"];
        put?: never;
        /** Create a media_file */
        post: operations["media_file_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/media_file/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one media_file */
        get: operations["media_file_retrieve"];
        /** Replace a media_file */
        put: operations["media_file_update"];
        post?: never;
        /** Delete a media_file */
        delete: operations["media_file_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a media_file */
        patch: operations["media_file_partial_update"];
        trace?: never;
    };
    "/v3/media_file/{id}/audio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A media file’s audio, to play or download
         * @description Answers 404 (the catalogue’s no_media) when the file has no audio yet, e.g. before it is recorded by phone.
         */
        get: operations["media_file_audio_retrieve"];
        put?: never;
        /**
         * Upload or replace a media file’s audio (multipart form, field file)
         * @description WAV, MP3 or Ogg (Opus or Vorbis) audio of at most 15 MB, its kind read from its content, never its name: any other file is refused at the field file. The record keeps its id, reference and owners; its file name, size, kind and duration are updated.
         */
        post: operations["media_file_audio_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/media_file/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several media_file records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["media_file_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/media_file/call_queue_hold_music/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Media files offered as queue hold music */
        get: operations["media_file_hold_music"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ring_tone/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ring_tone records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["ring_tone_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ring_tone/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one ring_tone */
        get: operations["ring_tone_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/role/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List role records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["role_list"];
        put?: never;
        /** Create a role */
        post: operations["role_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/role/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one role */
        get: operations["role_retrieve"];
        /** Replace a role */
        put: operations["role_update"];
        post?: never;
        /** Delete a role */
        delete: operations["role_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a role */
        patch: operations["role_partial_update"];
        trace?: never;
    };
    "/v3/role/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several role records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["role_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/role/grantable/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles the caller may assign (a plain list) */
        get: operations["role_grantable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/extension/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List extension records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["extension_list"];
        put?: never;
        /** Create a extension */
        post: operations["extension_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/extension/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one extension */
        get: operations["extension_retrieve"];
        /** Replace a extension */
        put: operations["extension_update"];
        post?: never;
        /** Delete a extension */
        delete: operations["extension_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a extension */
        patch: operations["extension_partial_update"];
        trace?: never;
    };
    "/v3/user/extension/{id}/sip_account/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The extension’s SIP account and registrations, without its password
         * @description An administrator reads any extension’s of the group, a plain user only their own (403 otherwise).
         */
        get: operations["extension_sip_account"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/extension/{id}/sip_account/password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a new SIP password (the old one stops working at once)
         * @description The group’s administrators only. The registrar asks for the credentials at every REGISTER, so the old password is refused from now on; the phone gets the new one at its next provisioning fetch. Logged.
         */
        post: operations["extension_sip_password_new"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/extension/{id}/sip_account/reveal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal the SIP password (logged)
         * @description The password in clear, for whoever may read the account (an administrator, or the extension’s own user). Every reveal is logged with who asked.
         */
        post: operations["extension_sip_password_reveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/extension/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several extension records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one.
         */
        post: operations["extension_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/profile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, for the group named by Current-Group-Id */
        get: operations["profile_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/voicemail/box/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List voicemail_box records
         * @description Answers whole records; with label_only=true each record is only {id, label}, and with description_only=true only {id, description}: the lookups the portal fills its selects with.
         */
        get: operations["voicemail_box_list"];
        put?: never;
        /** Create a voicemail_box */
        post: operations["voicemail_box_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/voicemail/box/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** Read one voicemail_box */
        get: operations["voicemail_box_retrieve"];
        /** Replace a voicemail_box */
        put: operations["voicemail_box_update"];
        post?: never;
        /** Delete a voicemail_box */
        delete: operations["voicemail_box_destroy"];
        options?: never;
        head?: never;
        /** Change some fields of a voicemail_box */
        patch: operations["voicemail_box_partial_update"];
        trace?: never;
    };
    "/v3/voicemail/box/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of several voicemail_box records at once
         * @description Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) in one transaction. If any record is refused, none is changed and the answer (409) says why for each one. This area offers no field for bulk edit: every request is refused at `field`.
         */
        post: operations["voicemail_box_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/voicemail/message/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The messages of the boxes the caller sees, newest first
         * @description A plain user (role USER) reaches only the messages of the boxes they see: their own and shared ones; any other answers 404. Filters: box, read; search finds the caller; ordering: recorded_on, caller, duration, read or id (a leading - reverses).
         */
        get: operations["voicemail_message_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/voicemail/message/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message
         * @description A plain user (role USER) reaches only the messages of the boxes they see: their own and shared ones; any other answers 404.
         */
        get: operations["voicemail_message_retrieve"];
        put?: never;
        post?: never;
        /**
         * Delete a message and its recording
         * @description A plain user (role USER) reaches only the messages of the boxes they see: their own and shared ones; any other answers 404. Only those who may change the box delete its messages (its owners, the Admin role, administrators): a plain user is refused (403) in a shared box they do not own. The box's unread and total counts follow.
         */
        delete: operations["voicemail_message_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/voicemail/message/{id}/audio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A message’s recording, to play or (download=true) to save
         * @description A plain user (role USER) reaches only the messages of the boxes they see: their own and shared ones; any other answers 404. Answers 404 (the catalogue’s no_media) when the message has no recording. download=true asks the browser to save it under a name made of the caller and the date.
         */
        get: operations["voicemail_message_audio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/voicemail/message/{id}/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message read or unread
         * @description A plain user (role USER) reaches only the messages of the boxes they see: their own and shared ones; any other answers 404. The box's unread count follows.
         */
        put: operations["voicemail_message_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Detail: {
            detail: string;
        };
        ErrorV1: {
            non_field_errors?: string[];
        } & {
            [key: string]: string[];
        };
        ErrorV3: string[];
        Conflict: {
            /** @description The catalogue message, naming what uses the record where the catalogue does. */
            detail: string;
            /** @description in_use, or the catalogue code of another refusal (did_protected). */
            code: string;
            /** @description Every resource and field that references the record, with the first records of each. */
            used_by?: {
                resource: string;
                field: string;
                items: {
                    id: number;
                    label: string;
                }[];
            }[];
            /** @description The resources of used_by whose records the detail already names. */
            named?: string[];
        };
        Id: number;
        /** @description The id of a record of another resource; x-reference on the property names which. */
        Reference: number;
        /** Format: phone-number */
        PhoneNumber: string;
        /** Format: email */
        Email: string;
        /** @description A time of day on the wall clock, hh:mm or hh:mm:ss (24-hour, no offset): not the time format of RFC 3339, which needs seconds and an offset. */
        Time: string;
        /** Format: mac-address */
        MacAddress: string;
        /**
         * Format: country-code
         * @description ISO 3166 alpha-2, or 001 for non-geographic numbers.
         */
        CountryCode: string;
        /**
         * Format: geographic-country-code
         * @description ISO 3166 alpha-2: a place. 001 (non-geographic numbers) is for destination countries only.
         */
        GeographicCountryCode: string;
        /** Format: language */
        LanguageCode: string;
        ExtensionNumber: number;
        Description: string;
        /** Format: date-time */
        DateTime: string;
        /** OptionItem */
        OptionItem: {
            id: number | string;
            label: string;
        };
        /** Format: date */
        Date: string;
        /** @description A length of time in seconds. */
        Duration: number;
        /** @description An amount of money in the currency of the account, VAT excluded unless named otherwise. */
        Amount: number;
        Url: string;
        /** @enum {unknown} */
        Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        /** @enum {unknown} */
        CallDirection: "inbound" | "outbound" | "internal";
        /**
         * @description When a call is forwarded: always, when busy, when not answered, when not reachable.
         * @enum {unknown}
         */
        ForwardingType: "always" | "busy" | "no_answer" | "unavailable";
        /** GroupPermission */
        GroupPermission: {
            name: string;
        };
        /** @enum {unknown} */
        ContinentCode: "AF" | "AN" | "AS" | "OC" | "EU" | "NA" | "SA";
        /** LocalizedNames */
        LocalizedNames: {
            en: string;
            nl: string;
            fr: string;
        };
        /** ChartDataset */
        ChartDataset: {
            label: string;
            data: number[];
        };
        /** ChartData */
        ChartData: {
            labels: string[];
            datasets: components["schemas"]["ChartDataset"][];
        };
        /** InvoiceLine */
        InvoiceLine: {
            description: string;
            call_count: number;
            duration: components["schemas"]["Duration"];
            unit_price: components["schemas"]["Amount"];
            commission: components["schemas"]["Amount"];
        };
        /** @description The month invoiced, YYYY-MM. */
        InvoicePeriod: string;
        /**
         * @description The invoice's VAT category (EN 16931, UNCL 5305): S standard rate (supplier and customer in one country, or a consumer elsewhere in the EU at its country's rate), AE reverse charge (a business with a VAT number in another EU country; 0 %), O not subject to VAT (a party outside the EU). Absent on invoices issued before it was kept: S when VAT is charged, else O.
         * @enum {unknown}
         */
        VatCategory: "S" | "AE" | "O";
        /**
         * BilledLine
         * @description One line: a product's licences (quantity × monthly unit price), the calls to one destination type (their per-second cost) or the setup costs of the answered calls.
         */
        BilledLine: {
            /** @enum {unknown} */
            kind: "subscription" | "calls" | "setup";
            /**
             * @description The product of a subscription line (schemas/subscription.schema.json).
             * @enum {unknown}
             */
            product?: "user" | "phone_number" | "device" | "call_queue" | "voicemail_box" | "hotdesk" | "call_recording" | "call_summary_credits";
            /**
             * @description The destination type of a calls line.
             * @enum {unknown}
             */
            destination?: "national_landline" | "national_mobile" | "international_landline" | "international_mobile" | "other";
            /** @description Licences held, or calls made. */
            quantity: number;
            /** @description The calls' billed seconds. */
            duration?: components["schemas"]["Duration"];
            /** @description A licence's monthly price. */
            unit_price?: components["schemas"]["Amount"];
            /** @description The line's amount in whole cents, VAT excluded. */
            amount: components["schemas"]["Amount"];
            /** @description A reseller invoice's line: the reseller's commission, taken off the amount. */
            commission?: components["schemas"]["Amount"];
        };
        /**
         * Format: vat-number
         * @description A VAT identification number with its country prefix (BE0123456749), checked by its country's check digits.
         */
        VatNumber: string;
        /**
         * Format: iban
         * @description An IBAN, with or without the spaces it is printed with; checked by its country's length and check digits.
         */
        Iban: string;
        /**
         * Format: bic
         * @description The bank's BIC (SWIFT code), 8 or 11 characters.
         */
        Bic: string;
        /**
         * BillingParty
         * @description A party of an invoice (supplier or customer) as it stood when the invoice was issued: the fields its settings had; a field left empty is absent.
         */
        BillingParty: {
            name: string;
            address_street?: string;
            address_postal_code?: string;
            address_city?: string;
            address_country?: components["schemas"]["GeographicCountryCode"];
            vat_number?: components["schemas"]["VatNumber"];
            iban?: components["schemas"]["Iban"];
            bic?: components["schemas"]["Bic"];
        };
        /**
         * BillingGap
         * @description A field an invoice's party lacks to make the invoice a valid e-invoice (Peppol BIS Billing 3.0), and where it is filled in.
         */
        BillingGap: {
            /** @enum {unknown} */
            party: "supplier" | "customer";
            /** @enum {unknown} */
            field: "name" | "address_street" | "address_postal_code" | "address_city" | "address_country" | "vat_number" | "iban";
            /**
             * @description group_settings: the customer's group settings; reseller_settings: the reseller's group settings; operator: the platform's OPERATOR_PARTY_FILE.
             * @enum {unknown}
             */
            source?: "group_settings" | "reseller_settings" | "operator";
        };
        /**
         * Account
         * @description A billing account of the group; extensions and phone numbers are charged to one. Accounts are made by the provider.
         */
        Account: {
            readonly id?: components["schemas"]["Id"];
            name: string;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * AuthToken
         * @description A session token and the group it starts on (api-token-auth/, impersonate/token-auth/).
         */
        AuthToken: {
            token: string;
            group_id: number;
        };
        /**
         * Avatar
         * @description Where the new picture is served.
         */
        Avatar: {
            /** @description Where the new picture is served; also the profile’s avatar. */
            avatar: components["schemas"]["Url"];
        };
        /**
         * AvatarUpload
         * @description POST profile/avatar/ (multipart form): the new picture.
         */
        AvatarUpload: {
            /** @description A JPEG or PNG image of at most 10,000,000 bytes and 2000 by 2000 pixels. */
            avatar: string;
        };
        /**
         * CallFlowReference
         * @description One record a block refers to: its resource as the key, its id as the value.
         */
        CallFlowReference: {
            call_flow?: components["schemas"]["Reference"];
            extension?: components["schemas"]["Reference"];
            media_file?: components["schemas"]["Reference"];
            phonebook_contact?: components["schemas"]["Reference"];
            queue?: components["schemas"]["Reference"];
            ring_group?: components["schemas"]["Reference"];
            ring_tone?: components["schemas"]["Reference"];
            time_schedule?: components["schemas"]["Reference"];
            voicemail_box?: components["schemas"]["Reference"];
        };
        /** CallFlowDiagram */
        CallFlowDiagram: {
            nodes: components["schemas"]["CallFlowNode"][];
            edges: components["schemas"]["CallFlowEdge"][];
        };
        /**
         * CallFlowNode
         * @description A block of the diagram; its settings are in data, by block type.
         */
        CallFlowNode: {
            id: string;
            type: string;
            position?: {
                x: number;
                y: number;
            };
            data?: {
                [key: string]: unknown;
            };
        };
        /**
         * CallFlowEdge
         * @description A connection from an output port of one block to another block.
         */
        CallFlowEdge: {
            id: string;
            type?: string;
            source: string;
            source_handle?: string | null;
            target: string;
            target_handle?: string | null;
        };
        /**
         * CallFlow
         * @description A diagram of blocks that routes incoming calls; either active or a draft.
         */
        CallFlow: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @default false */
            draft: boolean;
            /**
             * @description The live diagram; a draft's (concept's) diagram until its first confirmed save.
             * @default {
             *       "nodes": [],
             *       "edges": []
             *     }
             */
            diagram: components["schemas"]["CallFlowDiagram"];
            /**
             * @description An active flow's edits saved as draft (PATCH with If-Match), not live until POST v1/call_flow/{id}/confirm/; null when there are none.
             * @default null
             */
            working_diagram: components["schemas"]["CallFlowDiagram"] | null;
            /**
             * @description The extensions whose users change the flow (its creator among them); issue 9.
             * @default []
             */
            owners: components["schemas"]["Reference"][];
            /**
             * @description true: every user of the group sees it; false: only its owners (and the Admin role).
             * @default false
             */
            is_shared: boolean;
            /**
             * @description The flow's last change (any save: its name, a draft, a confirmed save, a restore), kept by the server: when and by whom. The author's name is kept with it, so it still says who after the user has gone; id is null for a change made while impersonating or by the demo seed.
             * @default null
             */
            readonly changed: {
                at: components["schemas"]["DateTime"];
                by: {
                    id: number | null;
                    name: string;
                };
            } | null;
            /**
             * @description The records the blocks of diagram and working_diagram refer to, one object per record ({"queue": 4}), kept by the server: a record used here cannot be deleted.
             * @default []
             */
            readonly references: components["schemas"]["CallFlowReference"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * CallFlowConfirm
         * @description Makes a diagram live after every rule of configuration-areas §5 passed; based on the version the designer opened.
         */
        CallFlowConfirm: {
            /** @description The version the edit was based on: a later one is refused (412). */
            version: number;
            description: components["schemas"]["Description"];
            diagram: components["schemas"]["CallFlowDiagram"];
            /** @description Why, for the revision history. */
            comment?: string;
        };
        /**
         * CallFlowConfirmResult
         * @description The flow as saved, the revision the save recorded and the flow's test cases run against the new diagram.
         */
        CallFlowConfirmResult: {
            call_flow: components["schemas"]["CallFlow"];
            revision: components["schemas"]["CallFlowRevision"];
            test_results: components["schemas"]["CallFlowTestResult"][];
            /** @description The diagram's warnings (blocks no call reaches…), which do not refuse the save; text in the reader's language. */
            warnings?: components["schemas"]["CallFlowIssue"][];
        };
        /** @enum {unknown} */
        CallFlowDesignerDataObjectType: "contact" | "extension" | "number";
        /** CallFlowDesignerDataVoice */
        CallFlowDesignerDataVoice: {
            id: string;
            label: string;
            /** @description The id of its text-to-speech language. */
            language: string;
        };
        /** CallFlowDesignerDataUsedObject */
        CallFlowDesignerDataUsedObject: {
            type: components["schemas"]["CallFlowDesignerDataObjectType"];
            /** @description The record's id; for a number, the phone number itself. */
            id: number | string;
            label: string;
        };
        /** CallFlowDesignerDataTakenShortcode */
        CallFlowDesignerDataTakenShortcode: {
            shortcode: number;
            /** @description The toggle or call flow that holds it. */
            holder: string;
        };
        /** CallFlowDesignerDataDbReference */
        CallFlowDesignerDataDbReference: {
            resource: string;
            id: components["schemas"]["Id"];
            exists: boolean;
            label: string | null;
        };
        /**
         * CallFlowDesignerData
         * @description What the call-flow designer needs besides the diagram: choices for its blocks, and the records the diagram refers to.
         */
        CallFlowDesignerData: {
            /** @description The ring tones a Dial block can use. */
            ringtone: components["schemas"]["OptionItem"][];
            /** @description Languages of text-to-speech, e.g. nl-BE. */
            tts_languages: components["schemas"]["OptionItem"][];
            tts_voices: components["schemas"]["CallFlowDesignerDataVoice"][];
            /** @description IANA timezones for Schedule and Calendar blocks. */
            timezones: string[];
            /** @description Languages of speech-to-text. */
            stt_languages: components["schemas"]["OptionItem"][];
            /** @description The contacts, extensions and numbers the diagram's blocks use. */
            used_objects: components["schemas"]["CallFlowDesignerDataUsedObject"][];
            /** @description Each record a block refers to, and whether it still exists. */
            api_db_info: components["schemas"]["CallFlowDesignerDataDbReference"][];
            /** @description Toggle shortcodes held elsewhere in the group (toggles, other call flows' toggle blocks): a toggle block may not use them (validateDiagram's takenShortcodes). */
            taken_shortcodes?: components["schemas"]["CallFlowDesignerDataTakenShortcode"][];
        };
        /**
         * CallFlowDuplicate
         * @description Copies a call flow as a new draft; without a description the copy is named after the original, made unique in the group.
         */
        CallFlowDuplicate: {
            description?: components["schemas"]["Description"];
        };
        /**
         * CallFlowEditors
         * @description The other people who have the flow open in the designer (a heartbeat seen in the last 45 seconds).
         */
        CallFlowEditors: {
            editors: {
                user: components["schemas"]["Id"];
                name: string;
                /**
                 * Format: date-time
                 * @description When they opened it.
                 */
                since: string;
            }[];
        };
        /**
         * CallFlowIssue
         * @description A rule a diagram breaks (configuration-areas §5): its block (null: the diagram as a whole), the rule's key, and its text in the reader's language. A refused save answers 400 {code: call_flow_invalid, detail, issues}.
         */
        CallFlowIssue: {
            block: string | null;
            rule: string;
            /** @enum {unknown} */
            severity: "error" | "warning";
            message: string;
            params?: {
                [key: string]: string | number;
            };
        };
        /**
         * CallFlowRevision
         * @description One confirmed save of a call flow: who, when, an optional comment; one revision read alone also has its description and diagram.
         */
        CallFlowRevision: {
            id: components["schemas"]["Id"];
            /** @description 1 for the flow's first confirmed save, then counting up. */
            number: number;
            /** Format: date-time */
            created_at: string;
            created_by: {
                /** @description null once the user has gone. */
                id: components["schemas"]["Id"] | null;
                name: string;
            };
            comment: string;
            description?: string;
            diagram?: components["schemas"]["CallFlowDiagram"];
        };
        /**
         * CallFlowRevisionList
         * @description A page of a call flow's revisions, newest first (without their diagrams).
         */
        CallFlowRevisionList: {
            count: number;
            results: components["schemas"]["CallFlowRevision"][];
        };
        /** CallFlowScenarioByBlockIndex */
        CallFlowScenarioByBlockIndex: {
            [key: string]: number;
        };
        /** CallFlowScenarioByBlockFlag */
        CallFlowScenarioByBlockFlag: {
            [key: string]: boolean;
        };
        /**
         * CallFlowScenario
         * @description What a tester chooses for a test call: who calls, which number, when, and what happens at each choice (core/callFlow CallScenario).
         */
        CallFlowScenario: {
            /** @description The calling number, E.164 or as typed; may be empty (anonymous). */
            caller: string;
            /** @description The phone number dialled. */
            dialled: string;
            /** @description The moment of the call, ISO 8601 (UTC when it has no offset). */
            at: string;
            /** @description Menu key presses in order. */
            keys?: string[];
            /** @description Toggle block id → the option index to assume. */
            toggles?: components["schemas"]["CallFlowScenarioByBlockIndex"];
            /** @description Queue block id → the queue is full (or its timeout passed). */
            queue_full?: components["schemas"]["CallFlowScenarioByBlockFlag"];
            /** @description Active-calls block id → how many calls its extensions have. */
            active_calls?: components["schemas"]["CallFlowScenarioByBlockIndex"];
            /** @description Distribute block id → the route index the call is given. */
            distribute?: components["schemas"]["CallFlowScenarioByBlockIndex"];
            /** @description Dial block id → nobody answers. */
            no_answer?: components["schemas"]["CallFlowScenarioByBlockFlag"];
        };
        /**
         * CallFlowTestCase
         * @description A saved test call and the block it must reach; run on every confirmed save of its call flow.
         */
        CallFlowTestCase: {
            readonly id?: components["schemas"]["Id"];
            name: string;
            scenario: components["schemas"]["CallFlowScenario"];
            expect: {
                /** @description The block (id in the tested flow) the call must pass or end at. */
                block: string;
            };
            /** @description The result of its last run (a confirmed save or a run), null before its first. */
            readonly last_result?: components["schemas"]["CallFlowTestResult"] | null;
        };
        /**
         * CallFlowTestCaseList
         * @description A call flow's test cases, oldest first.
         */
        CallFlowTestCaseList: {
            count: number;
            results: components["schemas"]["CallFlowTestCase"][];
        };
        /**
         * CallFlowTestResult
         * @description One test case run against a diagram: whether the call reached the expected block, where it ended, and where it went elsewhere.
         */
        CallFlowTestResult: {
            test_case: components["schemas"]["Id"];
            name: string;
            passed: boolean;
            /** @description The block the call ended at (null: it never left the start). */
            reached: string | null;
            /** @description When failed: the last block from which the expected one could still be reached. */
            diverged_at: string | null;
        };
        /** CallFlowTestResults */
        CallFlowTestResults: {
            results: components["schemas"]["CallFlowTestResult"][];
        };
        /**
         * CallFlowTestRun
         * @description Runs a flow's test cases: against the diagram sent (the designer's unsaved one), else its working diagram, else its live one.
         */
        CallFlowTestRun: {
            diagram?: components["schemas"]["CallFlowDiagram"];
        };
        /**
         * CallFlowTrace
         * @description The path a test call takes, block by block, with the reason at each step (a locale key of blocks.*, and its text in the reader's language).
         */
        CallFlowTrace: {
            /** @description The flow the call starts in (null: a diagram sent without a flow). */
            call_flow: components["schemas"]["Id"] | null;
            trace: {
                /** @enum {unknown} */
                end: "ended" | "loop" | "dead_end" | "step_limit";
                steps: {
                    flow: number | null;
                    block: string;
                    type: string;
                    port: string | null;
                    reason: string;
                    params?: {
                        [key: string]: string | number;
                    };
                    /** @description The reason in the reader's language. */
                    message?: string;
                }[];
            };
            /** @description The diagrams of the flows the call jumped to, by id, so that the path can be drawn on them. */
            flows?: {
                [key: string]: components["schemas"]["CallFlowDiagram"];
            };
        };
        /**
         * CallFlowTraceRequest
         * @description A test call: through a call flow (call_flow, or the diagram sent, e.g. the designer's unsaved one), or from a phone number (did: the flow it routes to).
         */
        CallFlowTraceRequest: {
            /** @description The call flow to trace (its working diagram when it has one, unless diagram is sent). */
            call_flow?: components["schemas"]["Reference"];
            /** @description A phone number record: the trace starts in the flow it routes to (its override first). */
            did?: components["schemas"]["Reference"];
            diagram?: components["schemas"]["CallFlowDiagram"];
            /**
             * @description Trace the live diagram even when the flow has unconfirmed edits.
             * @default false
             */
            live: boolean;
            scenario: components["schemas"]["CallFlowScenario"];
        };
        /**
         * CallForwarding
         * @description Where an extension's calls go instead: always, when busy, when not answered after some seconds, when not reachable; each to another extension, a phone number or a voicemail box.
         */
        CallForwarding: {
            readonly id?: components["schemas"]["Id"];
            /** @description The extension whose calls are forwarded; one forwarding per extension, which goes with it. */
            extension: components["schemas"]["Reference"];
            /**
             * @description Every call, before the extension rings. Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
             * @default null
             */
            always: ("extension" | "number" | "voicemail") | null;
            always_extension?: components["schemas"]["Reference"] | null;
            always_number?: components["schemas"]["PhoneNumber"] | null;
            always_voicemail?: components["schemas"]["Reference"] | null;
            /**
             * @description Calls that come while the extension is in a call. Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
             * @default null
             */
            busy: ("extension" | "number" | "voicemail") | null;
            busy_extension?: components["schemas"]["Reference"] | null;
            busy_number?: components["schemas"]["PhoneNumber"] | null;
            busy_voicemail?: components["schemas"]["Reference"] | null;
            /**
             * @description Calls the extension does not answer within no_answer_after seconds. Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
             * @default null
             */
            no_answer: ("extension" | "number" | "voicemail") | null;
            /**
             * @description Seconds the extension rings before an unanswered call is forwarded.
             * @default 20
             */
            no_answer_after: number;
            no_answer_extension?: components["schemas"]["Reference"] | null;
            no_answer_number?: components["schemas"]["PhoneNumber"] | null;
            no_answer_voicemail?: components["schemas"]["Reference"] | null;
            /**
             * @description Calls while the extension is not reachable (no device registered). Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
             * @default null
             */
            unavailable: ("extension" | "number" | "voicemail") | null;
            unavailable_extension?: components["schemas"]["Reference"] | null;
            unavailable_number?: components["schemas"]["PhoneNumber"] | null;
            unavailable_voicemail?: components["schemas"]["Reference"] | null;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        /** CallSummarySection */
        CallSummarySection: {
            topic: string;
            points: string[];
        };
        /** CallSummaryTranscript */
        CallSummaryTranscript: {
            text: string;
            language?: string;
            segments: {
                /** @description Seconds from the recording's start. */
                start: number;
                end: number;
                text: string;
                /** @description The speaker's label as the endpoint gives it (diarisation). */
                speaker?: string;
            }[];
        };
        /**
         * CallSummary
         * @description A written summary of a recorded call, generated for credits by the summariser at the edge and editable afterwards. Its calls are hand-written in server/areas/call_summary/: a private summary is seen and changed only by the user who requested it, a public one by the whole group.
         */
        CallSummary: {
            readonly id?: components["schemas"]["Id"];
            /** @description The call summarised. */
            readonly cdr?: components["schemas"]["Reference"] | null;
            readonly date_time?: components["schemas"]["DateTime"];
            readonly duration?: components["schemas"]["Duration"];
            readonly participants?: string[];
            readonly direction?: components["schemas"]["CallDirection"];
            quick_summary: string;
            detailed_summary?: string;
            /** @default [] */
            sections: components["schemas"]["CallSummarySection"][];
            notes?: string;
            /** @default [] */
            conclusions: string[];
            /** @default [] */
            next_steps: string[];
            /** @default [] */
            recommendations: string[];
            /**
             * @description private: only the user who requested it; public: everyone in the group.
             * @default private
             * @enum {unknown}
             */
            visibility: "private" | "public";
            /** @description Credits the summary cost (given back when its generation failed). */
            readonly credits_cost?: number;
            /**
             * @description requested: the summariser is at work (a pending notice); complete; error: generation failed and its credits were given back.
             * @enum {unknown}
             */
            readonly state?: "requested" | "complete" | "error";
            /** @description The reader requested it: only they see it while it is private. */
            readonly mine?: boolean;
            /** @description Who requested it; null when that user no longer exists. */
            readonly requested_by_name?: string | null;
            /** @description The background job generating it (GET v1/jobs/{id}/), while the reader may watch it. */
            readonly job?: number | null;
            /** @description What was said, as the transcription endpoint wrote it: the text and its segments, with speaker turns when the endpoint gives them; null when none was kept (SUMMARISER_URL, or a summary from before). Seen by whoever sees the summary; only in the answer for one summary, not in the list. */
            readonly transcript?: components["schemas"]["CallSummaryTranscript"] | null;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Cdr
         * @description One call in the call history: who called whom, when, how long, how it ended and what it cost. Fed by the phone platform through the ingestion API (/api/ingest/v1/), read through the call history's own calls (server/areas/cdr/).
         */
        Cdr: {
            readonly id?: components["schemas"]["Id"];
            call_start: components["schemas"]["DateTime"];
            /** @description The calling number or extension as received; empty when withheld. */
            caller: string;
            callee: string;
            direction: components["schemas"]["CallDirection"];
            duration: components["schemas"]["Duration"];
            /** @description Seconds from answer to end: what is billed. */
            billsec?: components["schemas"]["Duration"];
            /** @enum {unknown} */
            status: "answered" | "unanswered" | "busy" | "failed";
            /** @description EUR excluding VAT: per second from the first second at the destination's rate, plus the setup cost when answered (configuration-areas §9); inbound and internal calls cost nothing. */
            cost?: number;
            /** @description The group's extensions the call involved. */
            extensions?: number[];
            /** @description Where the recording is downloaded (an API path); null: not recorded. */
            recording: components["schemas"]["Url"] | null;
            /** @default false */
            has_summary: boolean;
            /** @description The call summary's id, when one exists. */
            summary?: number | null;
            /** @description The call's steps in order (the details only). */
            legs?: {
                at: components["schemas"]["DateTime"];
                /** @enum {unknown} */
                step: "dialled" | "queued" | "rang" | "answered" | "transferred" | "voicemail" | "ended";
                party?: string;
            }[];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Client
         * @description A reseller's client group with its key figures, as the clients overview lists it (v1 clients/).
         */
        Client: {
            id: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            domain: string | null;
            extensions: number;
            phone_numbers: number;
            /** @description Sign-ins of the group. */
            users: number;
            /** @description Most the group's calls may cost per day; null: no limit. */
            daily_balance: number | null;
            /** @description What is left of today's balance. */
            remaining_balance: number | null;
            test_account: boolean;
            created_at: components["schemas"]["DateTime"];
        };
        /**
         * ClientCreate
         * @description What a reseller gives to open a client group: its name and its country. The group gets the reseller's group permissions (reseller-only ones left out) and the platform's default settings; the reseller then acts as it to set it up.
         */
        ClientCreate: {
            description: components["schemas"]["Description"];
            /** @description Where the group's calls come from; it may call its own country, its neighbours added later in the group settings. */
            country: components["schemas"]["GeographicCountryCode"];
        };
        /**
         * ClientDashboardChart
         * @description The call-trend chart of the dashboard, with the period's averages.
         */
        ClientDashboardChart: {
            labels: string[];
            datasets: components["schemas"]["ChartDataset"][];
            /** @description Inbound calls per day on average. */
            avg_inbound: number;
            /** @description Outbound calls per day on average. */
            avg_outbound: number;
            /** @description Seconds per inbound call on average. */
            avg_inbound_duration: number;
            /** @description Seconds per outbound call on average. */
            avg_outbound_duration: number;
        };
        /** CountryCatalogueContinent */
        CountryCatalogueContinent: {
            code: components["schemas"]["ContinentCode"];
            names: components["schemas"]["LocalizedNames"];
        };
        /** CountryCatalogueCountry */
        CountryCatalogueCountry: {
            code: components["schemas"]["CountryCode"];
            /** @description The international calling code, e.g. +32. */
            dial_code: string;
            continent: components["schemas"]["ContinentCode"];
            names: components["schemas"]["LocalizedNames"];
        };
        /**
         * CountryCatalogue
         * @description The continents and countries offered by the country pickers, named in en, nl and fr. Non-geographic numbers (001) are not a country; the pickers add them.
         */
        CountryCatalogue: {
            continents: components["schemas"]["CountryCatalogueContinent"][];
            countries: components["schemas"]["CountryCatalogueCountry"][];
        };
        /**
         * Credentials
         * @description POST api-token-auth/: a username and password to exchange for a token.
         */
        Credentials: {
            username: string;
            password: string;
        };
        /** DashboardSummaryCompany */
        DashboardSummaryCompany: {
            group: components["schemas"]["OptionItem"];
            extensions: number;
            registered_extensions: number;
            phone_numbers: number;
            /** @description Phone numbers whose routing is active. */
            active_phone_numbers: number;
            sites: number;
            accounts: number;
            phonebooks: number;
            contacts: number;
            users: number;
        };
        /** DashboardSummaryUser */
        DashboardSummaryUser: {
            username: string;
            name: string;
            email: components["schemas"]["Email"];
            language: components["schemas"]["LanguageCode"];
            /** @description The user's extension number, when acting on the home group. */
            extension: components["schemas"]["ExtensionNumber"] | null;
            /** @description The name of the extension's site. */
            site: string | null;
            registered: boolean;
        };
        /**
         * DashboardSummary
         * @description The figures behind the company and user summary widgets (GET v3 dashboard/summary/).
         */
        DashboardSummary: {
            company: components["schemas"]["DashboardSummaryCompany"];
            user: components["schemas"]["DashboardSummaryUser"];
        };
        /**
         * Device
         * @description A desk phone, hand-held phone or ATA that the platform provisions by its MAC address.
         */
        Device: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /**
             * @description Desk phone, hand-held (DECT) phone or analogue telephone adapter (ATA).
             * @enum {unknown}
             */
            type: "desk_phone" | "hand_held" | "ata";
            /**
             * @description The phone model (core/device/catalogue.ts): how many programmable keys it has over how many pages, and which expansion module it takes. Without one the device has no keys to program.
             * @enum {unknown}
             */
            model?: "yealink_t54w" | "yealink_t58w" | "yealink_t46u" | "yealink_t31g" | "snom_d785" | "snom_d735" | "poly_vvx_450" | "poly_vvx_250" | "gigaset_r700h" | "gigaset_sl800h" | "yealink_w73h" | "grandstream_ht802" | "grandstream_ht814";
            /**
             * @description How many expansion modules (sidecars) are attached; only models that take one.
             * @default 0
             */
            expansion_modules: number;
            mac_address: components["schemas"]["MacAddress"];
            /**
             * @description The user (extension) whose SIP account the device registers.
             * @default null
             */
            extension: components["schemas"]["Reference"] | null;
            /** @description When the device last fetched its configuration; it should do so at least every 24 hours. */
            readonly last_update?: components["schemas"]["DateTime"] | null;
            phonebook?: components["schemas"]["Reference"] | null;
            /**
             * @description Which extensions the phone's directory lists: those of its site, or of the whole group.
             * @default group
             * @enum {unknown}
             */
            phonebook_extensions_filter: "site" | "group";
            voicemail_box?: components["schemas"]["Reference"] | null;
            /**
             * @description A second call may ring while one is in progress.
             * @default false
             */
            second_call_waiting: boolean;
            /**
             * @description A tone announces the second call.
             * @default false
             */
            call_waiting_tone: boolean;
            /** @default false */
            headset_training: boolean;
            site?: components["schemas"]["Reference"] | null;
            /**
             * @description The device has not fetched its configuration for more than 24 hours (or never): kept by the server when the record is read.
             * @default false
             */
            readonly stale: boolean;
            /** @description When settings were last pushed: the configuration was built and is waiting for the device's next fetch. */
            readonly pushed_at?: components["schemas"]["DateTime"] | null;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * DidRouting
         * @description A phone number (DID) of the group and where its incoming calls go.
         */
        DidRouting: {
            readonly id?: components["schemas"]["Id"];
            did: components["schemas"]["PhoneNumber"];
            account: components["schemas"]["Reference"];
            site?: components["schemas"]["Reference"] | null;
            call_flow?: components["schemas"]["Reference"] | null;
            /** @description Shown before the caller ID of calls to this number. */
            caller_id_prefix?: string | null;
            language: components["schemas"]["LanguageCode"];
            /** @default true */
            routing_active: boolean;
            /** @description When set, calls follow this call flow instead of the usual one. */
            override_call_flow?: components["schemas"]["Reference"] | null;
            /** @default false */
            failover_enabled: boolean;
            /**
             * @description Where calls go on failover: one extension, a whole site, or another phone number.
             * @enum {unknown}
             */
            failover_strategy?: "extension" | "site" | "number";
            /**
             * @description How many of the allowed extensions must be unreachable to fail over.
             * @enum {unknown}
             */
            failover_ratio?: "one" | "half" | "all";
            failover_extension?: components["schemas"]["Reference"] | null;
            failover_site?: components["schemas"]["Reference"] | null;
            /** @description Where calls go on failover with strategy number; another number than this one. */
            failover_number?: components["schemas"]["PhoneNumber"] | null;
            /** @description null: no exceptional forwarding. */
            exceptional_forwarding?: components["schemas"]["ForwardingType"] | null;
            exceptional_forwarding_number?: components["schemas"]["PhoneNumber"] | null;
            /** @default [] */
            allowed_extensions: components["schemas"]["Reference"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        } & (unknown & unknown & unknown & unknown & unknown);
        /**
         * DssButton
         * @description A programmable key of a device or of one of its expansion modules.
         */
        DssButton: {
            readonly id?: components["schemas"]["Id"];
            device: components["schemas"]["Reference"];
            /**
             * @description 0: the phone itself; 1 and up: its expansion modules.
             * @default 0
             */
            module: number;
            /** @default 1 */
            page: number;
            /** @description The key's place on its page; one button per device, module, page and position. */
            position: number;
            /**
             * @description blf: watch and call a user (its extension number); toggle: switch a call-flow toggle (its shortcode); speed_dial: call a phone number.
             * @enum {unknown}
             */
            type: "blf" | "toggle" | "speed_dial";
            name: string;
            /** @description The extension number, toggle shortcode or phone number the key acts on: digits, * and #, an international number with its +. */
            value: string;
            /**
             * @description The text shown next to the key; the portal fills it from the watched extension's name.
             * @default
             */
            label: string;
            /**
             * @description Configured by support; cannot be edited in the portal.
             * @default false
             */
            readonly manual: boolean;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * EventTicket
         * @description A single-use ticket that opens one event stream (POST v1/events/ticket/).
         */
        EventTicket: {
            /** @description Single use; for GET v1/events/?ticket=. */
            ticket: string;
            /** @description Seconds the ticket stays valid. */
            expires_in: number;
        };
        /**
         * Extension
         * @description A user of the phone system and the internal number that reaches them.
         */
        Extension: {
            readonly id?: components["schemas"]["Id"];
            extension: components["schemas"]["ExtensionNumber"];
            name: string;
            /**
             * @description An inactive extension is not rung, not offered for new references, and its phones may neither register nor fetch their settings.
             * @default true
             */
            active: boolean;
            email?: components["schemas"]["Email"] | null;
            account: components["schemas"]["Reference"];
            site: components["schemas"]["Reference"];
            language: components["schemas"]["LanguageCode"];
            country_code: components["schemas"]["GeographicCountryCode"];
            mobile?: components["schemas"]["PhoneNumber"] | null;
            caller_id: components["schemas"]["PhoneNumber"];
            outbound_caller_id?: components["schemas"]["PhoneNumber"] | null;
            /** @default false */
            hide_caller_id: boolean;
            internal_ringtone?: components["schemas"]["Reference"] | null;
            /**
             * @description Seconds before the mobile number rings along.
             * @default 25
             */
            call_mobile_after: number;
            /**
             * @description Seconds the mobile number rings.
             * @default 30
             */
            call_mobile_timeout: number;
            role?: components["schemas"]["Reference"] | null;
            /** @default false */
            readonly registered: boolean;
            origin_countries: components["schemas"]["GeographicCountryCode"][];
            destination_countries: components["schemas"]["CountryCode"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Feedback
         * @description A message from the footer's feedback box to the provider.
         */
        Feedback: {
            readonly id?: components["schemas"]["Id"];
            /** @description Who sends it: the signed-in user's name or e-mail. */
            requester: string;
            subject: string;
            description: string;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * GrantableRole
         * @description A role the caller may assign (GET v3 role/grantable/).
         */
        GrantableRole: {
            id: number;
            name: string;
        };
        /**
         * Group
         * @description A company (or a reseller) on the platform, with the permissions it holds; the lookup behind impersonation.
         */
        Group: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            group_permissions: components["schemas"]["GroupPermission"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * GroupSettings
         * @description The settings of the group acted on, stored on the group record: user settings, country restrictions, limits and billing.
         */
        GroupSettings: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description The SIP domain the group's phones register on; set by the provider. */
            readonly domain?: string | null;
            readonly group_permissions?: components["schemas"]["GroupPermission"][];
            allowed_origination_countries: components["schemas"]["GeographicCountryCode"][];
            /** @description Countries the group may call; 001 stands for non-geographic numbers. */
            allowed_destination_countries: components["schemas"]["CountryCode"][];
            billing_reference?: string | null;
            /** @description The company's registered name on its invoices; empty: the group's name. */
            legal_name?: string | null;
            /** @description Street and number of the invoice address. */
            address_street?: string | null;
            address_postal_code?: string | null;
            address_city?: string | null;
            /** @description Empty: the first country calls may come from. */
            address_country?: components["schemas"]["GeographicCountryCode"] | null;
            /** @description With its country prefix, checked by its check digits; also the group's Peppol address (in Belgium its enterprise number, scheme 0208). */
            vat_number?: components["schemas"]["VatNumber"] | null;
            /** @description The account a reseller's clients pay their invoices into. */
            iban?: components["schemas"]["Iban"] | null;
            bic?: components["schemas"]["Bic"] | null;
            /** @description Seconds an unanswered call rings before it ends. */
            call_timeout?: number;
            /** @description Most the group's calls may cost per day, set by the provider or reseller with the billing; null: no limit. */
            readonly daily_balance?: components["schemas"]["Amount"] | null;
            /** @description What is left of today's balance. */
            readonly remaining_balance?: components["schemas"]["Amount"] | null;
            /** @description Most outbound calls at the same time. */
            outbound_channel_limit?: number;
            parking_slots?: number;
            record_calls?: boolean;
            /** @description Summaries turned off: the group's recorded calls are not summarised (nothing is sent to the AI servers configured for summaries) and Summarise is not offered. Absent or false: summaries are offered. */
            call_summaries_off?: boolean;
            /** @description Whether the group's phones may register. */
            registration_allowed?: boolean;
            /** @description Shown before the caller ID of internal calls. */
            internal_caller_prefix?: string | null;
            /** @description Seconds a blind transfer rings before it comes back. */
            unattended_transfer_timeout?: number;
            /**
             * @description Whose ringing calls the unspecific pickup star code picks up.
             * @enum {unknown}
             */
            unspecific_pickup_scope?: "site" | "group";
            test_account?: boolean;
            trunk_supplier?: string | null;
            readonly server_environment?: string;
            /** @description The server that handles the group's calls. */
            readonly hostname?: string;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Health
         * @description GET /health once the server is ready.
         */
        Health: {
            /** @constant */
            status: "ok";
        };
        /**
         * Hotdesk
         * @description A shared desk with its phone: a user signs in at it with their extension and PIN, and the desk's phone rings for that extension until they sign out or sign in elsewhere.
         */
        Hotdesk: {
            readonly id?: components["schemas"]["Id"];
            name: string;
            /** @default null */
            site: components["schemas"]["Reference"] | null;
            /**
             * @description The phone on the desk, which takes the signed-in extension's settings.
             * @default null
             */
            device: components["schemas"]["Reference"] | null;
            /** @description Who sits here: set by signing in (v1/hotdesks/{id}/sign_in/) and out, never by an edit. */
            readonly signed_in_extension?: components["schemas"]["Reference"] | null;
            /** @description Since when. */
            readonly signed_in_at?: components["schemas"]["DateTime"] | null;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * ImpersonationSignIn
         * @description POST impersonate/token-auth/: the group and token of /impersonate/{group}/{token}.
         */
        ImpersonationSignIn: {
            /** @description The {group} of /impersonate/{group}/{token}. */
            group: number | string;
            token: string;
        };
        /**
         * ImpersonationToken
         * @description POST v3 group/{id}/impersonate/: a single-use token to act on the group.
         */
        ImpersonationToken: {
            /** @description Single use; for POST v1 impersonate/token-auth/. */
            token: string;
            group_id: number;
            /** @description Seconds the token stays valid. */
            expires_in: number;
        };
        /**
         * Integration
         * @description A third-party application a user can allow to act on their behalf.
         */
        Integration: {
            readonly id?: components["schemas"]["Id"];
            name: string;
            /** @description The {kind} of the activation route. */
            slug: string;
            logo: components["schemas"]["Url"];
            /**
             * @description The query parameter that carries the activation key.
             * @default confirmation_key
             */
            activation_key_name: string;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * IntegrationActivation
         * @description The parameters of the activation link, passed on: the activation key under the integration’s activation_key_name (confirmation_key by default), any tenant_* parameters, and redirect or redirect_url (default /dashboard), which must be a path of the portal or an address the integration registered.
         */
        IntegrationActivation: {
            redirect?: string;
            redirect_url?: string;
            confirmation_key?: string;
        } & {
            [key: string]: string | number | boolean;
        };
        /**
         * IntegrationRedirect
         * @description Where to send the user once an integration is allowed, revoked or refused.
         */
        IntegrationRedirect: {
            /** @description A portal path or a registered address of the integration. */
            redirect: string;
        };
        /**
         * Invoice
         * @description The group's invoice of one calendar month (configuration-areas §3, §4): its licences per product, its calls' costs per destination type and their setup costs, with VAT as the two parties' countries decide (domestic rate, reverse charge, or none outside the EU); open or paid. Made by the server from the group's data (server/areas/invoice/), never written through the API.
         */
        Invoice: {
            readonly id?: components["schemas"]["Id"];
            number: string;
            period: components["schemas"]["InvoicePeriod"];
            /** @description The month's first day. */
            period_start: components["schemas"]["Date"];
            /** @description The month's last day (calls are counted by their start in UTC). */
            period_end: components["schemas"]["Date"];
            /** @description Issued on: the day after the period. */
            date: components["schemas"]["Date"];
            due_date: components["schemas"]["Date"];
            /** @constant */
            currency: "EUR";
            /** @description Percent: the domestic rate when supplier and customer are in one country; 0 under reverse charge or outside the EU (vat_category). */
            vat_rate: number;
            vat_category?: components["schemas"]["VatCategory"];
            /** @description The lines' amounts together, VAT excluded, in whole cents. */
            subtotal: components["schemas"]["Amount"];
            vat: components["schemas"]["Amount"];
            /** @description Subtotal plus VAT. */
            total: components["schemas"]["Amount"];
            /** @enum {unknown} */
            status: "open" | "paid";
            lines: components["schemas"]["BilledLine"][];
            /** @description Who bills: the operator, or for a reseller's client its reseller; as when issued, a field missing then completed from the settings as they are now. */
            supplier?: components["schemas"]["BillingParty"];
            /** @description The group billed, from its group settings, as supplier. */
            customer?: components["schemas"]["BillingParty"];
            /** @description The structured payment reference: the Belgian +++123/4567/89012+++ when paid into a Belgian account, else the ISO 11649 RF creditor reference. */
            readonly payment_reference?: string;
            /** @description What the parties lack for a valid e-invoice (Peppol BIS Billing 3.0); empty when nothing does. */
            readonly gaps?: components["schemas"]["BillingGap"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Job
         * @description A background job of the group acted on (GET v1/jobs/{id}/), as its job.updated events report it.
         */
        Job: {
            id: number;
            /** @description The registered job kind, e.g. phonebook.import. */
            kind: string;
            /** @enum {unknown} */
            state: "queued" | "running" | "succeeded" | "failed";
            /** @description Percent done. */
            progress: number;
            /** @description What the job is doing now. */
            message: string;
            /** @description What the job produced, once succeeded (depends on the kind). */
            result: unknown;
            /** @description Why the last run failed, when it is meant to be shown. */
            error: string | null;
            /** @description Runs started so far; a run cut off by a server stop counts when the server died. */
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        /**
         * Language
         * @description A language the phone system speaks to callers; the id is its two-letter code.
         */
        Language: {
            readonly id: string;
            name: string;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /** LiveStatisticsQueueRow */
        LiveStatisticsQueueRow: {
            queue: components["schemas"]["Reference"];
            description: string;
            /** @description Callers waiting now. */
            waiting: number;
            longest_waiting_time: components["schemas"]["Duration"];
            agents: number;
            available_agents: number;
            /** @description Calls answered today. */
            answered: number;
            /** @description Callers who hung up while waiting today. */
            abandoned: number;
        };
        /** LiveStatisticsAgentRow */
        LiveStatisticsAgentRow: {
            extension: components["schemas"]["Reference"];
            /** @description Extension number and name. */
            label: string;
            /** @enum {unknown} */
            status: "available" | "ringing" | "in_call" | "wrap_up" | "paused" | "offline";
            status_since: components["schemas"]["DateTime"] | null;
            queues: components["schemas"]["Reference"][];
            /** @description Calls answered today. */
            calls_answered: number;
        };
        /**
         * LiveStatistics
         * @description What is happening now in the group's queues: the headline figures, one row per queue and one per agent.
         */
        LiveStatistics: {
            /** @description Agents signed in to a queue. */
            live_agents: number;
            people_in_queue: number;
            people_in_calls: number;
            /** @description Seconds the longest-waiting caller has waited so far. */
            longest_waiting_time: components["schemas"]["Duration"];
            queues: components["schemas"]["LiveStatisticsQueueRow"][];
            agents: components["schemas"]["LiveStatisticsAgentRow"][];
        };
        /**
         * MediaFile
         * @description A recorded or uploaded audio message: announcements, hold music, menu prompts.
         */
        MediaFile: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description The name of the uploaded file; null for a message recorded by phone. */
            readonly file_name?: string | null;
            /** @description Bytes of the uploaded audio; null before any. */
            readonly size?: number | null;
            /** @description The audio's kind as read from its content, not its name. */
            readonly content_type?: ("audio/wav" | "audio/mpeg" | "audio/ogg") | null;
            /** @description Seconds, when the file's header says it. */
            readonly duration?: number | null;
            /** @description Dial 9700, #, and this reference to record the message again. Left out, the server gives the group's next free reference. */
            reference?: number;
            readonly recorded_by?: components["schemas"]["Reference"] | null;
            /** @default [] */
            owners: components["schemas"]["Reference"][];
            /**
             * @description true: every user may use it; false: only its owners (and the Admin role).
             * @default false
             */
            is_shared: boolean;
            /**
             * @description hold_music files are offered as queue hold music.
             * @default general
             * @enum {unknown}
             */
            usage: "general" | "hold_music";
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * PasswordChange
         * @description PUT change_password/: the signed-in user's new password. Other fields are ignored. The new password's length and rules are checked by the server's password policy, which names each broken rule; the confirmation, when sent, must equal the new password; the server also requires a lowercase letter, an uppercase letter and a digit, refuses passwords made of digits only and common passwords, and signs the user out everywhere else.
         */
        PasswordChange: {
            old_password: string;
            new_password: string;
            confirm_password?: string;
        };
        /**
         * PasswordReset
         * @description POST reset_password/: a new password set with the token of a reset e-mail. The confirmation must equal the new password; the server's password policy names each rule the new one breaks (at least 8 characters, no spaces…). Other fields are ignored.
         */
        PasswordReset: {
            new_password: string;
            confirm_password: string;
            token: string;
        };
        /**
         * Phonebook
         * @description A shared list of contacts that phones and the portal can look numbers up in.
         */
        Phonebook: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * PhonebookContact
         * @description A person or company in a phonebook, with a primary and a secondary number.
         */
        PhonebookContact: {
            readonly id?: components["schemas"]["Id"];
            phonebook: components["schemas"]["Reference"];
            display_name: string;
            company?: string | null;
            /** @description The primary number. */
            number: components["schemas"]["PhoneNumber"];
            /** @description The secondary number. */
            mobile?: components["schemas"]["PhoneNumber"] | null;
            /** @description An internal number that dials this contact. */
            shortcode?: components["schemas"]["ExtensionNumber"] | null;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Profile
         * @description The signed-in user as seen from the group acted on (GET v3 user/profile/).
         */
        Profile: {
            id: components["schemas"]["Id"];
            username: string;
            email: components["schemas"]["Email"];
            name: string;
            language: components["schemas"]["LanguageCode"];
            /** @description The group acted on: the home group, or the one impersonated. */
            group_id: components["schemas"]["Id"];
            account_id: components["schemas"]["Id"] | null;
            group_data: components["schemas"]["OptionItem"];
            group_name: string;
            /** @description The menu keys the group holds, and flags such as statistic and mondago. */
            group_permissions: components["schemas"]["GroupPermission"][];
            can_impersonate: boolean;
            reseller: boolean;
            admin: boolean;
            /** @description The password must be changed before anything else. */
            initial_password: boolean;
            /** @description Where the user's picture is served; it changes with every upload. */
            avatar: components["schemas"]["Url"] | null;
            /** @description The user's own extension, when acting on the home group. */
            extension: components["schemas"]["OptionItem"] | null;
            /** @description The integrations active for the group acted on. */
            integrations: components["schemas"]["Id"][];
            entitlements: {
                integrations: boolean;
            };
            /** @description Present only in a session opened with an impersonation token. */
            impersonating?: {
                /** @description The username of who started the impersonation. */
                by: string;
                /** @description The group impersonated; the session acts on it alone. */
                group_id: components["schemas"]["Id"];
            };
        };
        /** QueueMember */
        QueueMember: {
            extension: components["schemas"]["Reference"];
        };
        /**
         * Queue
         * @description A first-in, first-out call queue: callers wait, with announcements and hold music, until an agent answers.
         */
        Queue: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description Shown to agents before the caller's name. */
            name_prefix?: string | null;
            /** @description The internal number (shortcode) of the queue. */
            extension: components["schemas"]["ExtensionNumber"];
            /**
             * @description Played in turn when a caller enters the queue.
             * @default []
             */
            announcements: components["schemas"]["Reference"][];
            /** @description Played again every chime interval while the caller waits. */
            repetitive_message?: components["schemas"]["Reference"] | null;
            /** @description Seconds between two plays of the repetitive message; required with one. */
            chime_interval?: number | null;
            /** @description A media file marked as hold music (v3/media_file/call_queue_hold_music/). */
            hold_music?: components["schemas"]["Reference"] | null;
            /** @description The key a caller presses to leave the queue. */
            dtmf_exit_key?: ("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "*" | "#") | null;
            ringtone?: components["schemas"]["Reference"] | null;
            /**
             * @description Seconds a caller waits before the queue gives up.
             * @default 300
             */
            timeout: number;
            /**
             * @description Seconds an agent rests after a call before the next one (configuration-areas §9: at least 5).
             * @default 10
             */
            wrap_up_time: number;
            /** @description Agents: the members of this ring group, besides the queue's own members. */
            ring_group?: components["schemas"]["Reference"] | null;
            /**
             * @description The queue's own agents; every row names its extension (configuration-areas §5: all members selected).
             * @default []
             */
            members: components["schemas"]["QueueMember"][];
            /**
             * @description Phonebook contacts rung as agents on their number (a colleague on call outside the office).
             * @default []
             */
            contacts: components["schemas"]["Reference"][];
            /** @default [] */
            owners: components["schemas"]["Reference"][];
            /**
             * @description true: every user may use it; false: only its owners (and the Admin role).
             * @default false
             */
            is_shared: boolean;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        } & unknown;
        /**
         * Quote
         * @description A random quote for the 404 page (GET v1 quote/).
         */
        Quote: {
            text: string;
        };
        /**
         * ResellerInvoice
         * @description What the reseller is billed for one client group and month: the client's invoice lines, each with the reseller's commission taken off, VAT at the rate of the reseller's country. Made with the client's invoice (server/areas/invoice/).
         */
        ResellerInvoice: {
            readonly id?: components["schemas"]["Id"];
            number: string;
            /** @description The client group invoiced. */
            client: components["schemas"]["Reference"];
            /** @description The client group's name when the invoice was made. */
            client_name: string;
            period: components["schemas"]["InvoicePeriod"];
            period_start: components["schemas"]["Date"];
            period_end: components["schemas"]["Date"];
            date: components["schemas"]["Date"];
            due_date: components["schemas"]["Date"];
            /** @constant */
            currency: "EUR";
            vat_rate: number;
            vat_category?: components["schemas"]["VatCategory"];
            /** @description What the reseller is billed, VAT excluded: the client's amounts less the commission. */
            subtotal: components["schemas"]["Amount"];
            /** @description The lines' commissions together. */
            commission: components["schemas"]["Amount"];
            vat: components["schemas"]["Amount"];
            /** @description Subtotal plus VAT. */
            total: components["schemas"]["Amount"];
            /** @enum {unknown} */
            status: "open" | "paid";
            lines: components["schemas"]["BilledLine"][];
            /** @description The operator, as when issued, completed from its file as it is now. */
            supplier?: components["schemas"]["BillingParty"];
            /** @description The reseller, from its group settings, as supplier. */
            customer?: components["schemas"]["BillingParty"];
            /** @description As on a group's invoice. */
            readonly payment_reference?: string;
            /** @description What the parties lack for a valid e-invoice; empty when nothing does. */
            readonly gaps?: components["schemas"]["BillingGap"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * ResetRequest
         * @description POST request_reset_password/: send a password-reset link to this address.
         */
        ResetRequest: {
            /** @description An e-mail address; surrounding spaces are ignored. */
            email: string;
        };
        /**
         * ResetTokenCheck
         * @description POST validate_reset_password_token/: the token of a reset link.
         */
        ResetTokenCheck: {
            /** @description The token of the reset link. */
            token: string;
        };
        /**
         * ResetTokenValid
         * @description The reset link can still be used.
         */
        ResetTokenValid: {
            /** @constant */
            valid: true;
        };
        /** RingGroupMember */
        RingGroupMember: {
            extension: components["schemas"]["Reference"];
            /**
             * @description Seconds before this member starts ringing.
             * @default 0
             */
            ring_delay: number;
            /** @description From this date (UTC) on the member is no longer rung and leaves the ring group. */
            expires?: components["schemas"]["Date"] | null;
            /**
             * @description Do not ring along on the member's mobile number.
             * @default false
             */
            ignore_extension_mobile: boolean;
        };
        /**
         * RingGroup
         * @description Extensions that ring together, each after its own delay, when the ring group's number is called.
         */
        RingGroup: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description The internal number that rings the group. */
            extension: components["schemas"]["ExtensionNumber"];
            /**
             * @description Members whose expiry date has come are left out by the server on every read and write (server/areas/ring_group/rules.ts).
             * @default []
             */
            members: components["schemas"]["RingGroupMember"][];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * RingTone
         * @description A ring tone a phone can play; a catalogue shared by every group.
         */
        RingTone: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Role
         * @description A named set of call permissions given to extensions.
         */
        Role: {
            readonly id?: components["schemas"]["Id"];
            name: string;
            /**
             * @description May call with any number the user owns as caller ID.
             * @default false
             */
            dynamic_caller_id: boolean;
            /** @default false */
            eavesdrop: boolean;
            /** @default false */
            intercept: boolean;
            /** @default false */
            intercom: boolean;
            /**
             * @description May pick up ringing calls with the star code.
             * @default false
             */
            unspecific_pickup: boolean;
            /**
             * @description Internal calls only.
             * @default false
             */
            block_external_calls: boolean;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * Site
         * @description A location of the company; extensions and phone numbers belong to a site.
         */
        Site: {
            readonly id?: components["schemas"]["Id"];
            name: string;
            /**
             * Format: geographic-country-code
             * @description ISO 3166 alpha-2: where the site is. 001 (non-geographic numbers) is for destination countries only.
             */
            country_code: string;
            postal_code?: string;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /** @enum {unknown} */
        StatisticsPeriod: "last_24_hours" | "last_7_days" | "last_14_days" | "last_30_days" | "yesterday" | "today" | "this_week" | "this_month" | "this_quarter" | "last_quarter" | "last_year" | "year_to_date";
        /**
         * Statistics
         * @description Call figures of the group over a period, with the data of the bar, pie and horizontal-bar charts.
         */
        Statistics: {
            period: components["schemas"]["StatisticsPeriod"];
            incoming_calls: number;
            outgoing_calls: number;
            /** @description Calls not answered within working hours. */
            unanswered_working_hours: number;
            /** @description Calls not answered outside working hours. */
            unanswered_off_hours: number;
            longest_call_duration: components["schemas"]["Duration"];
            /** @description Calls that waited more than 20 seconds. */
            waiting_time_over_20: number;
            bar_chart: components["schemas"]["ChartData"];
            pie_chart: components["schemas"]["ChartData"];
            horizontal_bar_chart: components["schemas"]["ChartData"];
        };
        /**
         * Subscription
         * @description The licences a group holds for one product of the platform. The provider sets them; what is used is counted from the group's records (v1 subscriptions/).
         */
        Subscription: {
            readonly id?: components["schemas"]["Id"];
            /**
             * @description What the licences are for: users (extensions), phone numbers, desk phones, queues, voicemail boxes, hot desks, call recording (per extension while the group records calls), call summary credits.
             * @enum {unknown}
             */
            product: "user" | "phone_number" | "device" | "call_queue" | "voicemail_box" | "hotdesk" | "call_recording" | "call_summary_credits";
            /** @description Licences held (for call summary credits: credits bought this period). */
            quantity: number;
            /** @description When the subscription renews. */
            renews_on: components["schemas"]["Date"];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * SubscriptionUsage
         * @description One product's licences of the group acted on: held, used (counted from the group's records) and still available.
         */
        SubscriptionUsage: {
            /** @description The product, as subscription.schema.json names it. */
            product: string;
            quantity: number;
            /** @description In use now: extensions for user licences, phone numbers, devices, queues, voicemail boxes, hot desks; extensions while calls are recorded; credits spent on call summaries. */
            used: number;
            /** @description Held minus used; below zero when more is used than held. */
            available: number;
            renews_on: components["schemas"]["Date"];
        };
        /** TimeScheduleRange */
        TimeScheduleRange: {
            weekday: components["schemas"]["Weekday"];
            /** @description Start of the range, hh:mm or hh:mm:ss (inclusive). */
            open: components["schemas"]["Time"];
            /** @description End of the range, hh:mm or hh:mm:ss (exclusive), after open. */
            close: components["schemas"]["Time"];
            /**
             * @default open
             * @enum {unknown}
             */
            state: "open" | "closed";
        };
        /** TimeScheduleClosedDate */
        TimeScheduleClosedDate: {
            /** @description The first closed date, yyyy-mm-dd. */
            from: components["schemas"]["Date"];
            /** @description The last closed date, on or after from; null or left out: from alone. */
            to?: components["schemas"]["Date"] | null;
            /** @description What the day is, e.g. Christmas Day. */
            label: string;
        };
        /**
         * TimeSchedule
         * @description Opening hours: open and closed time ranges per weekday, in one IANA timezone, and closed dates (holidays). A moment is open when it falls in an open range of its weekday (from open, inclusive, to close, exclusive, in the schedule's timezone), in no closed range, and on no closed date; everything else is closed. The call-flow Calendar block reads closed_dates: a date D is closed when from <= D <= (to, or from when to is null).
         */
        TimeSchedule: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description An IANA timezone of Intl.supportedValuesOf('timeZone'), e.g. Europe/Brussels; the server checks it against the same list (rules.ts). */
            timezone: string;
            /**
             * @description No two ranges of one weekday overlap and each closes after it opens (rules.ts).
             * @default []
             */
            ranges: components["schemas"]["TimeScheduleRange"][];
            /**
             * @description Holidays and other days on which the schedule counts as closed all day.
             * @default []
             */
            closed_dates: components["schemas"]["TimeScheduleClosedDate"][];
            /** @description Kept by the server: whether an open range falls on a Saturday or Sunday. */
            readonly open_at_weekend?: boolean;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /** ToggleOption */
        ToggleOption: {
            label: string;
            /** @description Dial ## and this code to make the option active; unique across the account. */
            shortcode: components["schemas"]["ExtensionNumber"];
            /** @default false */
            active: boolean;
        };
        /**
         * Toggle
         * @description An easy-flow choice: options a call flow switches between; dial ## and an option's shortcode to make it the active one.
         */
        Toggle: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @description Exactly one option is active at any time. */
            options: components["schemas"]["ToggleOption"][];
            /**
             * @description Starred in the list; the favourites filter finds the starred ones.
             * @default false
             */
            favourite: boolean;
            /** @default [] */
            owners: components["schemas"]["Reference"][];
            /**
             * @description true: every user of the group sees it and switches it; false: only its owners (and the Admin role).
             * @default false
             */
            is_shared: boolean;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /** UserSettingsDashboard */
        UserSettingsDashboard: {
            /** @description Widget ids of the catalogue (portal-overview §2), first to last. The portal leaves out an id it does not know or the user may not see. */
            widgets: string[];
            /**
             * @description The range of the call stats, trends and client chart.
             * @enum {unknown}
             */
            range: "24h" | "7d" | "30d";
        };
        /**
         * UserSettings
         * @description What the portal keeps for one user across browsers (portal-overview §3 "settings"): the dashboard configuration. The language is the user's own field (profile).
         */
        UserSettings: {
            /** @description The dashboard's widgets in their order and the range of its call figures; null: the default layout. */
            dashboard: null | components["schemas"]["UserSettingsDashboard"];
            /** @description Sent back in If-Match; a write based on another answers 412. */
            readonly version: number;
        };
        /**
         * UserSettingsWrite
         * @description The body of PUT v1 settings/: the dashboard configuration, or null to go back to the default layout.
         */
        UserSettingsWrite: {
            dashboard: null | components["schemas"]["UserSettingsDashboard"];
            /** @description The version the write is based on, when If-Match is not sent. */
            version?: number;
        };
        /**
         * VoicemailBox
         * @description A box that keeps voice messages and tells its recipients by e-mail or SMS.
         */
        VoicemailBox: {
            readonly id?: components["schemas"]["Id"];
            description: components["schemas"]["Description"];
            /** @default [] */
            owners: components["schemas"]["Reference"][];
            /**
             * @description true: every user may use it; false: only its owners (and the Admin role).
             * @default false
             */
            is_shared: boolean;
            /** @default [] */
            notify_emails: components["schemas"]["Email"][];
            /** @default [] */
            notify_sms_numbers: components["schemas"]["PhoneNumber"][];
            /** @description Messages not yet listened to; kept by the server as messages come, are read or deleted. */
            readonly unread_count?: number;
            /** @description Messages the box holds; kept by the server. */
            readonly total_count?: number;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * VoicemailMessage
         * @description A message a caller left in a voicemail box. Its calls (list, get, delete, audio, read) are hand-written in server/areas/voicemail_message/: a message has no owners of its own, so a plain user sees only the messages of the boxes they see.
         */
        VoicemailMessage: {
            readonly id?: components["schemas"]["Id"];
            box: components["schemas"]["Reference"];
            /** @description The caller's number or name as received; empty when withheld. */
            caller: string;
            recorded_on: components["schemas"]["DateTime"];
            /** @default false */
            read: boolean;
            duration: components["schemas"]["Duration"];
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        };
        /**
         * @description The text-to-speech voices: language-region-name.
         * @enum {unknown}
         */
        WakeUpCallVoice: "en-GB-amelia" | "en-GB-oliver" | "en-US-ava" | "nl-BE-lotte" | "nl-BE-arne" | "nl-NL-fenna" | "nl-NL-maarten" | "fr-BE-camille" | "fr-BE-louis" | "fr-FR-denise" | "fr-FR-henri";
        /**
         * WakeUpCall
         * @description A call placed to an extension at a set date and time that plays a media file or a spoken text.
         */
        WakeUpCall: {
            readonly id?: components["schemas"]["Id"];
            extension: components["schemas"]["Reference"];
            /** @description When the call is placed; a new or moved wake-up call must lie in the future (rules.ts). */
            wake_up_at: components["schemas"]["DateTime"];
            callee_language: components["schemas"]["LanguageCode"];
            /** @enum {unknown} */
            message_type: "media_file" | "text_to_speech";
            /** @description Played when the message type is media_file. */
            media_file?: components["schemas"]["Reference"] | null;
            /** @description Spoken when the message type is text_to_speech. */
            text?: string | null;
            /** @description A text-to-speech voice of the callee language: its id starts with the language. */
            voice?: components["schemas"]["WakeUpCallVoice"] | null;
            /**
             * @description Remember this message for the next wake-up calls of the extension: at most one wake-up call per extension is the default (rules.ts).
             * @default false
             */
            set_as_default: boolean;
            /** @description The group the record belongs to; null for catalogue records shared by every group. */
            readonly group?: number | null;
            /** @description Grows with every change; send it back as If-Match to refuse lost updates. */
            readonly version?: number;
        } & (unknown & unknown & unknown & unknown & unknown);
    };
    responses: {
        /** @description Field errors ({field: [messages]}) and non_field_errors */
        BadRequestV1: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorV1"];
            };
        };
        /** @description A list of error texts */
        BadRequestV3: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorV3"];
            };
        };
        /** @description Too many requests */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Detail"];
            };
        };
    };
    parameters: {
        /** @description Page number, from 1. */
        Page: number;
        /** @description Records per page. */
        PageSize: number;
        /** @description Text looked for in the searchable fields. */
        Search: string;
        /** @description Field to sort by; a leading minus sorts descending. */
        Ordering: string;
        /** @description The group whose records to list (defaults to Current-Group-Id). */
        Group: number;
        /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
        Ids: string;
        /** @description Answer only id and label of each record. */
        LabelOnly: boolean;
        /** @description Answer only id and description of each record. */
        DescriptionOnly: boolean;
        /** @description The version read; the change is refused with 412 when the record has moved on. */
        IfMatch: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    ingest_call_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The platform’s id of the call; a second post of the same id is the same call (idempotent). */
                    call_id: string;
                    /**
                     * Format: date-time
                     * @description When the call started, with its offset (RFC 3339): not before the group was created, at most a day ahead.
                     */
                    start: string;
                    /** @enum {unknown} */
                    direction: "inbound" | "outbound" | "internal";
                    /** @description The calling number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld (stored empty). Anything else is refused (400). */
                    caller: string;
                    /** @description The called number or extension, as caller. */
                    callee: string;
                    /** @enum {unknown} */
                    status: "answered" | "unanswered" | "busy" | "failed";
                    /** @description Seconds from start to end. */
                    duration: number;
                    /** @description Seconds from answer to end (0 when not answered); billed per second. */
                    billsec: number;
                    /** @description The group’s extensions the call involved, each once and each of the group: their users see it. */
                    extensions?: number[];
                    /** @description The call’s steps in order. */
                    legs?: {
                        /** Format: date-time */
                        at: string;
                        /** @enum {unknown} */
                        step: "dialled" | "queued" | "rang" | "answered" | "transferred" | "voicemail" | "ended";
                        party?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Already stored (a retry) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The call record’s id in the call history. */
                        id: number;
                        call_id: string;
                        /** @description false: the group already held this call id (a retry); nothing was changed. */
                        created: boolean;
                    };
                };
            };
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The call record’s id in the call history. */
                        id: number;
                        call_id: string;
                        /** @description false: the group already held this call id (a retry); nothing was changed. */
                        created: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    ingest_call_recording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                call_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "audio/*": string;
            };
        };
        responses: {
            /** @description Stored with its call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The call record’s id. */
                        id: number;
                        call_id: string;
                        content_type: string;
                        size: number;
                        duration?: number | null;
                    };
                };
            };
            /** @description Kept until its call record comes */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description No call record yet. */
                        id: null;
                        call_id: string;
                        content_type: string;
                        size: number;
                        duration?: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ingest_freeswitch_cdr: {
        parameters: {
            query?: {
                token?: string;
                uuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Already stored (a retry), or a B leg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The call record’s id in the call history (absent for a B leg). */
                        id?: number;
                        /** @description The CDR’s uuid. */
                        call_id: string;
                        /** @description false: a retry of a stored call, or a B leg’s CDR (its call is its A leg’s record). */
                        created: boolean;
                        /** @description true: the CDR was a bridged (B) leg’s; nothing was stored. */
                        b_leg?: boolean;
                    };
                };
            };
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The call record’s id in the call history (absent for a B leg). */
                        id?: number;
                        /** @description The CDR’s uuid. */
                        call_id: string;
                        /** @description false: a retry of a stored call, or a B leg’s CDR (its call is its A leg’s record). */
                        created: boolean;
                        /** @description true: the CDR was a bridged (B) leg’s; nothing was stored. */
                        b_leg?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ingest_live_event_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The platform’s id of this event; a second post of the same id changes nothing (idempotent). */
                    event_id: string;
                    /**
                     * Format: date-time
                     * @description When it happened, with its offset (RFC 3339): not before the group was created, at most a day ahead.
                     */
                    at: string;
                    /**
                     * @description call_started, call_queued, call_answered and call_ended need call_id; agent_state needs extension and status.
                     * @enum {unknown}
                     */
                    type: "call_started" | "call_queued" | "call_answered" | "call_ended" | "agent_state";
                    /** @description The call, as the call record will name it. */
                    call_id?: string;
                    /**
                     * @description call_started; default inbound.
                     * @enum {unknown}
                     */
                    direction?: "inbound" | "outbound" | "internal";
                    /** @description A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld. */
                    caller?: string;
                    /** @description A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld. */
                    callee?: string;
                    /** @description The queue as the platform names it: its extension number or its description, as in the call records’ legs. */
                    queue?: string;
                    /** @description The agent’s extension, of the group: who answered (call_answered), whose state (agent_state). */
                    extension?: number;
                    /** @description call_ended: whether the call was answered (default: whether a call_answered came). */
                    answered?: boolean;
                    /**
                     * @description agent_state: the agent’s state.
                     * @enum {unknown}
                     */
                    status?: "available" | "ringing" | "in_call" | "wrap_up" | "paused" | "offline";
                    /** @description agent_state: the queues the agent serves. */
                    queues?: string[];
                };
            };
        };
        responses: {
            /** @description Already applied (a retry) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event_id: string;
                        /** @description false: the group already had this event (a retry); nothing changed. */
                        created: boolean;
                    };
                };
            };
            /** @description Applied */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event_id: string;
                        /** @description false: the group already had this event (a retry); nothing changed. */
                        created: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ingest_live_event_batch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: {
                        /** @description The platform’s id of this event; a second post of the same id changes nothing (idempotent). */
                        event_id: string;
                        /**
                         * Format: date-time
                         * @description When it happened, with its offset (RFC 3339): not before the group was created, at most a day ahead.
                         */
                        at: string;
                        /**
                         * @description call_started, call_queued, call_answered and call_ended need call_id; agent_state needs extension and status.
                         * @enum {unknown}
                         */
                        type: "call_started" | "call_queued" | "call_answered" | "call_ended" | "agent_state";
                        /** @description The call, as the call record will name it. */
                        call_id?: string;
                        /**
                         * @description call_started; default inbound.
                         * @enum {unknown}
                         */
                        direction?: "inbound" | "outbound" | "internal";
                        /** @description A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld. */
                        caller?: string;
                        /** @description A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld. */
                        callee?: string;
                        /** @description The queue as the platform names it: its extension number or its description, as in the call records’ legs. */
                        queue?: string;
                        /** @description The agent’s extension, of the group: who answered (call_answered), whose state (agent_state). */
                        extension?: number;
                        /** @description call_ended: whether the call was answered (default: whether a call_answered came). */
                        answered?: boolean;
                        /**
                         * @description agent_state: the agent’s state.
                         * @enum {unknown}
                         */
                        status?: "available" | "ringing" | "in_call" | "wrap_up" | "paused" | "offline";
                        /** @description agent_state: the queues the agent serves. */
                        queues?: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Applied (each event says whether it was new) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            event_id: string;
                            /** @description false: the group already had this event (a retry); nothing changed. */
                            created: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    sip_registrar_credentials: {
        parameters: {
            query: {
                auth_name: string;
                realm: string;
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HA1 (32 hex digits) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    sip_registrar_event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    event: "register" | "expired";
                    /** @description number@domain */
                    aor: string;
                    contact: string;
                    /** @description The Expires header (seconds). */
                    expires?: string | number;
                    user_agent?: string;
                    source?: string;
                };
            };
        };
        responses: {
            /** @description Applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        extension: number;
                        registered: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ingest_voicemail_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The voicemail box’s id, of the token’s group. Give box or extension. */
                    box?: number;
                    /** @description The extension whose box it is, as platforms number mailboxes: the box this extension owns alone, or else the one box it owns. Give box or extension. */
                    extension?: number;
                    /** @description A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld. */
                    caller: string;
                    /**
                     * Format: date-time
                     * @description When the message was left, with its offset (RFC 3339): not before the group was created, at most a day ahead.
                     */
                    recorded_on: string;
                    /** @description The message’s length in seconds. */
                    duration: number;
                    /**
                     * Format: binary
                     * @description The recording.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Already stored (a retry) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The message’s id (GET v3/voicemail/message/{id}/). */
                        id: number;
                        box: number;
                        /** @description false: the box already held a message of this caller at this moment (a retry); nothing was changed or sent. */
                        created: boolean;
                    };
                };
            };
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The message’s id (GET v3/voicemail/message/{id}/). */
                        id: number;
                        box: number;
                        /** @description false: the box already held a message of this caller at this moment (a retry); nothing was changed or sent. */
                        created: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    platform_media_file_local: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the audio is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description An absolute path on the server’s machine. */
                        path: string;
                        /** @description The audio’s length in milliseconds; null when its header does not say. */
                        duration_ms: number | null;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    platform_route: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The SIP Call-ID. */
                    call_id: string;
                    /** @description The Request-URI user: a DID (E.164 or as dialled), an extension number, a *-code, ##shortcode or an outside number. */
                    called: string;
                    /** @description The From user: a number, an extension number or anonymous. */
                    caller: string;
                    /** @description The SIP auth name when the caller is an authenticated phone; absent for calls from the carrier. */
                    from_account?: string;
                    /**
                     * Format: date-time
                     * @description When the call came in (default now).
                     */
                    at?: string;
                    /** @description The previous step ended without an answer. */
                    resume?: {
                        /** @description The previous answer’s token. */
                        token: string;
                        /** @enum {unknown} */
                        outcome: "no_answer" | "busy" | "unreachable" | "declined" | "media_done";
                    };
                };
            };
        };
        responses: {
            /** @description The call’s next step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        action: "dial" | "media" | "reply" | "pickup";
                        /** @description dial and media: send it back in resume when the step ends unanswered. */
                        token?: string;
                        /** @description dial: seconds the whole step rings before outcome no_answer. */
                        timeout?: number;
                        /** @description dial: rung in parallel, each after its delay; pickup: whose ringing calls may be picked up. */
                        targets?: {
                            /** @enum {unknown} */
                            kind: "extension" | "external";
                            /** @description kind extension: sip:<extension>@g<group>.<SIP_DOMAIN>, looked up in the registrar’s location table. */
                            aor?: string;
                            /** @description kind external: the number the carrier is sent, E.164. */
                            number?: string;
                            /** @description Seconds after the step starts before this target rings. */
                            delay: number;
                            /** @description Seconds this target rings. */
                            timeout: number;
                        }[];
                        caller_id?: {
                            number?: string;
                            name?: string;
                        };
                        media?: {
                            /** @description The call-flow block the media server runs (or `forwarding` for a forwarding to voicemail). */
                            block: string;
                            /** @enum {unknown} */
                            kind: "play_media" | "speak" | "option_menu" | "voicemail" | "queue" | "fax" | "eavesdrop";
                            language?: string;
                            /** @description play_media: the media files, in order (their audio: GET /v3/media_file/{id}/audio/ with a session of the group). */
                            files?: number[];
                            /** @description speak: the text to speak. */
                            text?: string;
                            /** @description voicemail: the voicemail box. */
                            box?: number;
                            /** @description eavesdrop: the extension whose call the caller listens in on (*0<extension>, with the eavesdrop permission). */
                            aor?: string;
                        };
                        /** @description reply: the SIP status Kamailio answers the INVITE with. */
                        status?: number;
                        reason?: string;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    account_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of account records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Account"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    account_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    api_token_auth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description The token and the home group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthToken"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    call_flow_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose draft matches. */
                draft?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of call_flow records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["CallFlow"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["CallFlow"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlow"];
            };
        };
        responses: {
            /** @description The created call_flow */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlow"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    call_flow_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call_flow */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlow"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlow"];
            };
        };
        responses: {
            /** @description The saved call_flow */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlow"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlow"];
            };
        };
        responses: {
            /** @description The saved call_flow */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlow"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlowConfirm"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowConfirmResult"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_designer_data: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The designer data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowDesignerData"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_duplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlowDuplicate"];
            };
        };
        responses: {
            /** @description The copy */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlow"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_editing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The others editing it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowEditors"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_editing_stop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_revisions: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revisions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowRevisionList"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_revision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                rev: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowRevision"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_revision_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                rev: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flow */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlow"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_test_cases: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test cases */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowTestCaseList"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_test_case_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlowTestCase"];
            };
        };
        responses: {
            /** @description The test case */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowTestCase"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_test_case_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                tc: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlowTestCase"];
            };
        };
        responses: {
            /** @description The test case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowTestCase"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_test_case_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                tc: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_test_cases_run: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlowTestRun"];
            };
        };
        responses: {
            /** @description The results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowTestResults"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_flow_trace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFlowTraceRequest"];
            };
        };
        responses: {
            /** @description The trace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallFlowTrace"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_forwarding_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose extension matches. */
                extension?: string;
                /** @description Only records whose always matches. */
                always?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of call_forwarding records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["CallForwarding"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_forwarding_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallForwarding"];
            };
        };
        responses: {
            /** @description The created call_forwarding */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallForwarding"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    call_forwarding_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call_forwarding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallForwarding"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_forwarding_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallForwarding"];
            };
        };
        responses: {
            /** @description The saved call_forwarding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallForwarding"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_forwarding_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_forwarding_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallForwarding"];
            };
        };
        responses: {
            /** @description The saved call_forwarding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallForwarding"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_forwarding_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every call_forwarding changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["CallForwarding"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    call_summary_list: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                ordering?: "date_time" | "-date_time" | "duration" | "-duration" | "credits_cost" | "-credits_cost" | "id" | "-id";
                visibility?: "private" | "public";
                direction?: "inbound" | "outbound" | "internal";
                state?: "requested" | "complete" | "error";
                cdr?: number;
                date_after?: string;
                date_before?: string;
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of summaries and how many the filter finds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["CallSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_summary_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The call to summarise. */
                    cdr: number;
                    /** @description The credits the user was shown and confirmed; checked against the server’s cost. */
                    cost?: number;
                };
            };
        };
        responses: {
            /** @description The requested summary; its job is in job */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallSummary"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not enough credits for it (the code says which); nothing was taken */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    call_summary_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallSummary"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_summary_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quick_summary?: string;
                    detailed_summary?: string;
                    sections?: unknown[];
                    notes?: string;
                    conclusions?: unknown[];
                    next_steps?: unknown[];
                    recommendations?: unknown[];
                    /** @enum {unknown} */
                    visibility?: "private" | "public";
                    /** @description The version the edit is based on; another answers 412. */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The summary as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallSummary"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_summary_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quick_summary?: string;
                    detailed_summary?: string;
                    sections?: unknown[];
                    notes?: string;
                    conclusions?: unknown[];
                    next_steps?: unknown[];
                    recommendations?: unknown[];
                    /** @enum {unknown} */
                    visibility?: "private" | "public";
                    /** @description The version the edit is based on; another answers 412. */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The summary as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallSummary"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_summary_feedback_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ratings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The reader’s own rating; null before they rate. */
                        mine: {
                            /** @description Whether the reader found the summary useful. */
                            useful: boolean;
                            /** @description An optional comment; empty when none. */
                            comment: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        /** @description Every reader’s rating, newest first, for the group’s administrators; null for anyone else. */
                        ratings: {
                            /** @description Whether the reader found the summary useful. */
                            useful: boolean;
                            /** @description An optional comment; empty when none. */
                            comment: string;
                            /** Format: date-time */
                            updated_at: string;
                            user: number;
                            name: string;
                        }[] | null;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_summary_feedback_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether the reader found the summary useful. */
                    useful: boolean;
                    /** @description An optional comment; empty when none. */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The ratings after this one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The reader’s own rating; null before they rate. */
                        mine: {
                            /** @description Whether the reader found the summary useful. */
                            useful: boolean;
                            /** @description An optional comment; empty when none. */
                            comment: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        /** @description Every reader’s rating, newest first, for the group’s administrators; null for anyone else. */
                        ratings: {
                            /** @description Whether the reader found the summary useful. */
                            useful: boolean;
                            /** @description An optional comment; empty when none. */
                            comment: string;
                            /** Format: date-time */
                            updated_at: string;
                            user: number;
                            name: string;
                        }[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    call_summary_credits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Credits bought: the group’s call_summary_credits licences. */
                        quantity: number;
                        /** @description Spent on its summaries, pending ones included. */
                        used: number;
                        available: number;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    call_summary_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summaries service */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        reason: ("unconfigured" | "disabled") | null;
                        /** @description The transcription endpoint (POST …/audio/transcriptions) the recording goes to. */
                        transcription: {
                            host: string;
                            model?: string;
                        } | null;
                        /** @description The chat endpoint (POST …/chat/completions) the transcript goes to. */
                        chat: {
                            host: string;
                            model?: string;
                        } | null;
                        /** @description The summariser at SUMMARISER_URL the recording goes to, when the two endpoints are not set. */
                        summariser: {
                            host: string;
                            model?: string;
                        } | null;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    cdr_list: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                ordering?: "call_start" | "-call_start" | "duration" | "-duration" | "cost" | "-cost";
                group?: number;
                direction?: "inbound" | "outbound" | "internal";
                status?: "answered" | "unanswered" | "busy" | "failed";
                answered?: boolean;
                search?: string;
                call_start_after?: string;
                call_start_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calls and how many the filter finds, counted up to 1,000 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Cdr"][];
                        /** @description true: more calls than `count` match (counting stops there); page on while pages come back full. */
                        count_capped: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    cdr_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cdr"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    cdr_recording_retrieve: {
        parameters: {
            query?: {
                download?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "audio/mpeg": string;
                    "audio/ogg": string;
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    cdr_export_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description csv: for a spreadsheet (the reader’s separator and decimal mark, local times, formulas made inert); xlsx: typed cells (dates, times, amounts); csv_machine: for integrations (`,`, ISO 8601 UTC times, E.164 numbers, `.` decimals, field names and values as the API’s, nothing altered).
                     * @enum {unknown}
                     */
                    format: "csv" | "xlsx" | "csv_machine";
                    /**
                     * @description csv only: the separator; by default the reader’s language’s (`;` in nl and fr, `,` in en).
                     * @enum {unknown}
                     */
                    separator?: "," | ";";
                    /** @description The reader’s IANA time zone for csv and xlsx times; UTC by default. */
                    time_zone?: string;
                    /**
                     * @description Sort; default -call_start (newest first).
                     * @enum {unknown}
                     */
                    ordering?: "call_start" | "-call_start" | "duration" | "-duration" | "cost" | "-cost";
                    /** @enum {unknown} */
                    direction?: "inbound" | "outbound" | "internal";
                    /** @enum {unknown} */
                    status?: "answered" | "unanswered" | "busy" | "failed";
                    /** @description true: answered calls; false: missed ones (not answered, busy, failed). */
                    answered?: boolean;
                    /** @description A number or extension: calls from or to a number ending in these digits (a national 0 prefix is ignored). */
                    search?: string;
                    /**
                     * Format: date-time
                     * @description Calls started at or after this moment (the period’s start, in the reader’s zone).
                     */
                    call_start_after?: string;
                    /**
                     * Format: date-time
                     * @description Calls started before this moment.
                     */
                    call_start_before?: string;
                };
            };
        };
        responses: {
            /** @description The export job */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    cdr_export_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description The password is changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    client_list: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                ordering?: "description" | "extensions" | "phone_numbers" | "users" | "daily_balance" | "remaining_balance" | "created_at" | "-description" | "-extensions" | "-phone_numbers" | "-users" | "-daily_balance" | "-remaining_balance" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of client groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Client"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    client_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientCreate"];
            };
        };
        responses: {
            /** @description The new client group */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    dashboard_client_chart: {
        parameters: {
            query?: {
                range?: "24h" | "7d" | "30d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDashboardChart"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose type matches. */
                type?: string;
                /** @description Only records whose model matches. */
                model?: string;
                /** @description Only records whose site matches. */
                site?: string;
                /** @description Only records whose extension matches. */
                extension?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of device records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Device"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["Device"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Device"];
            };
        };
        responses: {
            /** @description The created device */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    device_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Device"];
            };
        };
        responses: {
            /** @description The saved device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Device"];
            };
        };
        responses: {
            /** @description The saved device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_dss_buttons_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buttons: {
                        id?: number;
                        module?: number;
                        page?: number;
                        position?: number;
                        type?: string;
                        name?: string;
                        value?: string;
                        label?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The device’s buttons as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["DssButton"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_provisioning_secret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret, which is stored only as a hash */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        secret: string;
                        /** @description Where the device fetches its configuration. */
                        url: string;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_push: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The push has started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: number;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    device_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every device changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Device"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    did_routing_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose site matches. */
                site?: string;
                /** @description Only records whose account matches. */
                account?: string;
                /** @description Only records whose call_flow matches. */
                call_flow?: string;
                /** @description Only records whose allowed_extensions matches. */
                extension__includes?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of did_routing records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["DidRouting"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    did_routing_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DidRouting"];
            };
        };
        responses: {
            /** @description The created did_routing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DidRouting"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    did_routing_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The did_routing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DidRouting"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    did_routing_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DidRouting"];
            };
        };
        responses: {
            /** @description The saved did_routing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DidRouting"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    did_routing_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    did_routing_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DidRouting"];
            };
        };
        responses: {
            /** @description The saved did_routing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DidRouting"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    did_routing_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    /** @enum {unknown} */
                    field: "site" | "language" | "call_flow" | "routing_active";
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every did_routing changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["DidRouting"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    dss_button_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose device matches. */
                device?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of dss_button records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["DssButton"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    dss_button_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DssButton"];
            };
        };
        responses: {
            /** @description The created dss_button */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DssButton"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    dss_button_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dss_button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DssButton"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    dss_button_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DssButton"];
            };
        };
        responses: {
            /** @description The saved dss_button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DssButton"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    dss_button_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    dss_button_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DssButton"];
            };
        };
        responses: {
            /** @description The saved dss_button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DssButton"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    events_stream: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    events_ticket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTicket"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    feedback_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Feedback"];
            };
        };
        responses: {
            /** @description The message is received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    group_settings_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group_settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSettings"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    group_settings_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupSettings"];
            };
        };
        responses: {
            /** @description The saved group_settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSettings"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    group_settings_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupSettings"];
            };
        };
        responses: {
            /** @description The saved group_settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSettings"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    cheat_sheet_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_pin_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 4 to 8 digits. */
                    pin: string;
                };
            };
        };
        responses: {
            /** @description The PIN is set (stored only as a hash) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose site matches. */
                site?: string;
                /** @description Only records whose signed_in_extension matches. */
                signed_in_extension?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hotdesk records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Hotdesk"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Hotdesk"];
            };
        };
        responses: {
            /** @description The created hotdesk */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hotdesk"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    hotdesk_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hotdesk */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hotdesk"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Hotdesk"];
            };
        };
        responses: {
            /** @description The saved hotdesk */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hotdesk"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Hotdesk"];
            };
        };
        responses: {
            /** @description The saved hotdesk */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hotdesk"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_sign_in: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The extension (its record id). */
                    extension: number;
                    /** @description 4 to 8 digits. */
                    pin: string;
                };
            };
        };
        responses: {
            /** @description The desk, with who sits there now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hotdesk"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    hotdesk_sign_out: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The desk, free now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hotdesk"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    hotdesk_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every hotdesk changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Hotdesk"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    impersonate_token_auth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpersonationSignIn"];
            };
        };
        responses: {
            /** @description The session token and the group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthToken"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    integration_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integration records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Integration"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    integration_deny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationActivation"];
            };
        };
        responses: {
            /** @description Done; where to send the user now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationRedirect"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    integration_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationActivation"];
            };
        };
        responses: {
            /** @description Done; where to send the user now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationRedirect"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    integration_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationActivation"];
            };
        };
        responses: {
            /** @description Done; where to send the user now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationRedirect"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    invoice_list: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                status?: "open" | "paid";
                year?: number;
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices, newest first, and how many the filter finds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Invoice"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    invoice_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    invoice_calls_list: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                ordering?: "call_start" | "-call_start" | "duration" | "-duration" | "cost" | "-cost";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calls and how many there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Cdr"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    invoice_calls_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description csv: for a spreadsheet (the reader’s separator and decimal mark, local times, formulas made inert); xlsx: typed cells (dates, times, amounts); csv_machine: for integrations (`,`, ISO 8601 UTC times, E.164 numbers, `.` decimals, field names and values as the API’s, nothing altered).
                     * @enum {unknown}
                     */
                    format: "csv" | "xlsx" | "csv_machine";
                    /**
                     * @description csv only: the separator; by default the reader’s language’s (`;` in nl and fr, `,` in en).
                     * @enum {unknown}
                     */
                    separator?: "," | ";";
                    /** @description The reader’s IANA time zone for csv and xlsx times; UTC by default. */
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description The export job */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    invoice_pdf: {
        parameters: {
            query?: {
                lang?: "en" | "nl" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    invoice_ubl: {
        parameters: {
            query?: {
                lang?: "en" | "nl" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The UBL document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    job_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    language_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of language records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Language"][];
                    } | {
                        count: number;
                        results: {
                            id: string;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    language_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    live_statistics_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description The server’s clock: waiting times count from it.
                         */
                        now: string;
                        /** @description The zone of “today”. */
                        time_zone: string;
                        /** @description Agents not offline. */
                        live_agents: number;
                        people_in_queue: number;
                        people_in_calls: number;
                        answered_today: number;
                        missed_today: number;
                        calls: {
                            call_id: string;
                            /** @enum {unknown} */
                            direction: "inbound" | "outbound" | "internal";
                            caller: string;
                            callee: string;
                            /** @enum {unknown} */
                            state: "ringing" | "queued" | "in_call";
                            queue: string | null;
                            extension: number | null;
                            /** Format: date-time */
                            started_at: string;
                            queued_at: string | null;
                            answered_at: string | null;
                        }[];
                        queues: {
                            /** @description As the platform names it. */
                            name: string;
                            queue: number | null;
                            description: string;
                            waiting: number;
                            longest_waiting_since: string | null;
                            agents: number;
                            available_agents: number;
                            /** @description Today. */
                            answered: number;
                            /** @description Today: callers who hung up unanswered. */
                            abandoned: number;
                        }[];
                        agents: {
                            extension: number;
                            name: string | null;
                            /** @enum {unknown} */
                            status: "available" | "ringing" | "in_call" | "wrap_up" | "paused" | "offline";
                            /** Format: date-time */
                            status_since: string;
                            queues: string[];
                            /** @description Today. */
                            calls_answered: number;
                        }[];
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    live_statistics_platform_token_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the platform is, e.g. "Asterisk PBX 1". */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The token */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_contact_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose phonebook matches. */
                phonebook?: string;
                /** @description Only records whose group matches. */
                phonebook__group?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of phonebook_contact records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["PhonebookContact"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_contact_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhonebookContact"];
            };
        };
        responses: {
            /** @description The created phonebook_contact */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhonebookContact"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    phonebook_contact_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The phonebook_contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhonebookContact"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_contact_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhonebookContact"];
            };
        };
        responses: {
            /** @description The saved phonebook_contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhonebookContact"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_contact_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_contact_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhonebookContact"];
            };
        };
        responses: {
            /** @description The saved phonebook_contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhonebookContact"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of phonebook records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Phonebook"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["Phonebook"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Phonebook"];
            };
        };
        responses: {
            /** @description The created phonebook */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phonebook"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    phonebook_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The phonebook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phonebook"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Phonebook"];
            };
        };
        responses: {
            /** @description The saved phonebook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phonebook"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Phonebook"];
            };
        };
        responses: {
            /** @description The saved phonebook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phonebook"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_import_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The file is read; its records are being checked */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The import (a background job). */
                        job: number;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_import_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                job: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /**
                         * @description configuration-areas §4 after the upload: processing, making summary, done.
                         * @enum {unknown}
                         */
                        state: "queued" | "processing" | "making_summary" | "done" | "failed";
                        progress: number;
                        error: string | null;
                        /** @description When done: what the commit would write. */
                        preview: {
                            /** @description Why the file is refused (no columns of names and numbers, no records, too many records, only invalid numbers), in the catalogue’s words; the commit answers it. Null when it may be committed. */
                            error: string | null;
                            file: string;
                            /** @description Records in the file. */
                            records: number;
                            /** @description Contacts the commit adds. */
                            to_add: number;
                            /** @description Records identical in name and number to a contact of the phonebook (or to an earlier record): skipped. */
                            duplicates: number;
                            /** @description Records skipped, duplicates included. */
                            skipped: number;
                            /** @description The first contacts the commit adds. */
                            rows: {
                                row: number;
                                display_name: string;
                                company: string | null;
                                number: string;
                                mobile: string | null;
                                shortcode: number | null;
                            }[];
                            skipped_rows: {
                                /** @description The row number in the spreadsheet. */
                                row: number;
                                reasons: {
                                    field: string;
                                    /** @description The catalogue’s text, as the contact form’s save answers it. */
                                    message: string;
                                }[];
                            }[];
                        } | null;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    phonebook_import_commit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                job: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contacts are added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        duplicates: number;
                        skipped: number;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    phonebook_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every phonebook changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Phonebook"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    pricing_retrieve: {
        parameters: {
            query: {
                country: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        /** @constant */
                        currency: "EUR";
                        /** @description Per minute to a landline number, in EUR excluding VAT. */
                        landline_per_minute: number;
                        /** @description Per minute to a mobile number, in EUR excluding VAT. */
                        mobile_per_minute: number;
                        /** @description Once per answered call, in EUR excluding VAT. */
                        setup_cost: number;
                        /** @constant */
                        billing_increment_seconds: 1;
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    profile_avatar_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUpload"];
            };
        };
        responses: {
            /** @description The picture is saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Avatar"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    profile_avatar_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    provisioning_fetch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration, or the directory */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/xml": string;
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    quote_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
        };
    };
    request_reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reseller_invoice_list: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                status?: "open" | "paid";
                year?: number;
                group?: number;
                client?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the reseller’s invoices, newest first, and how many the filter finds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["ResellerInvoice"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reseller_invoice_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reseller invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResellerInvoice"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reseller_invoice_pdf: {
        parameters: {
            query?: {
                lang?: "en" | "nl" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reseller_invoice_ubl: {
        parameters: {
            query?: {
                lang?: "en" | "nl" | "fr";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The UBL document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The password is changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    ring_group_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose members matches. */
                member?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ring_group records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["RingGroup"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["RingGroup"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_group_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RingGroup"];
            };
        };
        responses: {
            /** @description The created ring_group */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RingGroup"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    ring_group_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ring_group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RingGroup"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_group_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RingGroup"];
            };
        };
        responses: {
            /** @description The saved ring_group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RingGroup"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_group_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_group_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RingGroup"];
            };
        };
        responses: {
            /** @description The saved ring_group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RingGroup"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_group_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every ring_group changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["RingGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    user_settings_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettings"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    user_settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSettingsWrite"];
            };
        };
        responses: {
            /** @description The settings as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettings"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    site_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of site records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Site"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    site_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Site"];
            };
        };
        responses: {
            /** @description The created site */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    site_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    site_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Site"];
            };
        };
        responses: {
            /** @description The saved site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    site_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    site_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Site"];
            };
        };
        responses: {
            /** @description The saved site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    site_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every site changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Site"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    statistics_retrieve: {
        parameters: {
            query?: {
                period?: "last_24_hours" | "last_7_days" | "last_14_days" | "last_30_days" | "yesterday" | "today" | "this_week" | "this_month" | "this_quarter" | "last_quarter" | "last_year" | "year_to_date";
                extension?: number;
                queue?: string;
                direction?: "inbound" | "outbound" | "internal";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        period: "last_24_hours" | "last_7_days" | "last_14_days" | "last_30_days" | "yesterday" | "today" | "this_week" | "this_month" | "this_quarter" | "last_quarter" | "last_year" | "year_to_date";
                        /** @description The IANA zone the days and hours are counted in. */
                        time_zone: string;
                        /**
                         * Format: date-time
                         * @description The period’s first moment.
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description The first moment after the period.
                         */
                        to: string;
                        /**
                         * @description The slot of over_time.
                         * @enum {unknown}
                         */
                        bucket: "hour" | "day" | "month";
                        totals: {
                            calls: number;
                            answered: number;
                            missed: number;
                            /** @description Seconds, answered calls. */
                            avg_talk: number;
                            longest_talk: number;
                            /** @description Seconds before the answer (or the hang-up), inbound calls. */
                            avg_wait: number;
                            longest_wait: number;
                            /** @description Inbound calls that waited more than 20 seconds (configuration-areas §9). */
                            waited_over_20: number;
                            inbound: number;
                            outbound: number;
                            internal: number;
                        };
                        /** @description Inbound calls not answered (portal-overview §3), split by the group’s working hours: the time schedule its numbers’ call flows use, else its oldest one (README, Statistics). */
                        unanswered: {
                            /** @description Came in while the schedule was open. */
                            working_hours: number;
                            /** @description Came in while it was closed: outside its ranges, in a closed range, or on a closed date. */
                            off_hours: number;
                            /** @description The time schedule read as the working hours; null: the group has none, and every call counts in working hours. */
                            schedule: {
                                id: number;
                                description: string;
                            } | null;
                        };
                        over_time: {
                            /** @description The slot’s local start, YYYY-MM-DDTHH:MM. */
                            start: string;
                            answered: number;
                            missed: number;
                        }[];
                        per_extension: {
                            calls: number;
                            answered: number;
                            missed: number;
                            /** @description Seconds, answered calls. */
                            avg_talk: number;
                            longest_talk: number;
                            /** @description Seconds before the answer (or the hang-up), inbound calls. */
                            avg_wait: number;
                            longest_wait: number;
                            /** @description Inbound calls that waited more than 20 seconds (configuration-areas §9). */
                            waited_over_20: number;
                            extension: number;
                            name: string | null;
                        }[];
                        per_queue: {
                            calls: number;
                            answered: number;
                            missed: number;
                            /** @description Seconds, answered calls. */
                            avg_talk: number;
                            longest_talk: number;
                            /** @description Seconds before the answer (or the hang-up), inbound calls. */
                            avg_wait: number;
                            longest_wait: number;
                            /** @description Inbound calls that waited more than 20 seconds (configuration-areas §9). */
                            waited_over_20: number;
                            queue: string;
                        }[];
                        /** @description Calls per local weekday (1 Monday … 7 Sunday) and hour; slots without calls are left out. */
                        busiest_hours: {
                            weekday: number;
                            hour: number;
                            calls: number;
                        }[];
                        /** @description Answered and missed calls per direction, always the three directions in this order. */
                        per_direction: {
                            /** @enum {unknown} */
                            direction: "inbound" | "outbound" | "internal";
                            calls: number;
                            answered: number;
                            missed: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    subscription_usage_list: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group's subscriptions, in the product catalogue's order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["SubscriptionUsage"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    time_schedule_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose open_at_weekend matches. */
                open_at_weekend?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of time_schedule records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["TimeSchedule"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["TimeSchedule"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    time_schedule_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeSchedule"];
            };
        };
        responses: {
            /** @description The created time_schedule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSchedule"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    time_schedule_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The time_schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSchedule"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    time_schedule_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeSchedule"];
            };
        };
        responses: {
            /** @description The saved time_schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSchedule"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    time_schedule_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    time_schedule_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeSchedule"];
            };
        };
        responses: {
            /** @description The saved time_schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSchedule"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    time_schedule_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every time_schedule changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["TimeSchedule"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    toggle_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose favourite matches. */
                favourite?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of toggle records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Toggle"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["Toggle"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    toggle_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Toggle"];
            };
        };
        responses: {
            /** @description The created toggle */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Toggle"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    toggle_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The toggle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Toggle"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    toggle_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Toggle"];
            };
        };
        responses: {
            /** @description The saved toggle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Toggle"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    toggle_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    toggle_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Toggle"];
            };
        };
        responses: {
            /** @description The saved toggle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Toggle"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    toggle_activate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The shortcode of the option to make active. */
                    shortcode: number;
                };
            };
        };
        responses: {
            /** @description The toggle as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Toggle"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    toggle_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every toggle changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Toggle"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    validate_reset_password_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenCheck"];
            };
        };
        responses: {
            /** @description The link can be used */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetTokenValid"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    wake_up_call_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose extension matches. */
                extension?: string;
                /** @description Only records whose message_type matches. */
                message_type?: string;
                /** @description Only records whose set_as_default matches. */
                set_as_default?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of wake_up_call records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["WakeUpCall"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    wake_up_call_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WakeUpCall"];
            };
        };
        responses: {
            /** @description The created wake_up_call */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WakeUpCall"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    wake_up_call_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wake_up_call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WakeUpCall"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    wake_up_call_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WakeUpCall"];
            };
        };
        responses: {
            /** @description The saved wake_up_call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WakeUpCall"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    wake_up_call_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    wake_up_call_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WakeUpCall"];
            };
        };
        responses: {
            /** @description The saved wake_up_call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WakeUpCall"];
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    wake_up_call_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every wake_up_call changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["WakeUpCall"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV1"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    queue_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose ring_group matches. */
                ring_group?: string;
                /** @description Only records whose is_shared matches. */
                is_shared?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of queue records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Queue"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["Queue"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    queue_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Queue"];
            };
        };
        responses: {
            /** @description The created queue */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    queue_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    queue_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Queue"];
            };
        };
        responses: {
            /** @description The saved queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    queue_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    queue_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Queue"];
            };
        };
        responses: {
            /** @description The saved queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    queue_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every queue changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Queue"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    dashboard_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummary"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    group_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of group records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Group"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["Group"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    group_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    group_impersonate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImpersonationToken"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    media_file_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
                /** @description Only records whose usage matches. */
                usage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of media_file records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["MediaFile"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["MediaFile"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFile"];
            };
        };
        responses: {
            /** @description The created media_file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFile"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    media_file_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The media_file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFile"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFile"];
            };
        };
        responses: {
            /** @description The saved media_file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFile"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFile"];
            };
        };
        responses: {
            /** @description The saved media_file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFile"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_audio_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio, as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "audio/mpeg": string;
                    "audio/ogg": string;
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_audio_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The media file with its new audio */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFile"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    media_file_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every media_file changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["MediaFile"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    media_file_hold_music: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["OptionItem"][];
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_tone_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ring_tone records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["RingTone"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["RingTone"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ring_tone_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ring_tone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RingTone"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    role_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of role records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Role"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    role_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Role"];
            };
        };
        responses: {
            /** @description The created role */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    role_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    role_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Role"];
            };
        };
        responses: {
            /** @description The saved role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    role_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    role_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Role"];
            };
        };
        responses: {
            /** @description The saved role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    role_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every role changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Role"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    role_grantable: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrantableRole"][];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Only records whose site matches. */
                site?: string;
                /** @description Only records whose account matches. */
                account?: string;
                /** @description Only records whose active matches. */
                active?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of extension records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Extension"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Extension"];
            };
        };
        responses: {
            /** @description The created extension */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extension"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    extension_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extension */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extension"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Extension"];
            };
        };
        responses: {
            /** @description The saved extension */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extension"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Extension"];
            };
        };
        responses: {
            /** @description The saved extension */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extension"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_sip_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The user part of the address the phone registers: the extension’s number. */
                        username: string;
                        /** @description The digest user name, unique on the server. */
                        auth_name: string;
                        /** @description The group’s SIP domain, also the digest realm. */
                        domain: string;
                        /** @description Where phones send their REGISTERs (host:port). */
                        registrar: string;
                        /**
                         * Format: date-time
                         * @description When the password was last made.
                         */
                        changed_at: string;
                        /** @description Whether a registrar reports a live registration. */
                        registered: boolean;
                        registrations: {
                            /** @description The contact address the phone registered. */
                            contact: string;
                            /** @description The phone as its User-Agent header names it. */
                            user_agent: string;
                            /** @description Where its REGISTER came from (address:port). */
                            source: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            registered_at: string;
                            /**
                             * Format: date-time
                             * @description Its last REGISTER (a refresh).
                             */
                            last_registration: string;
                        }[];
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_sip_password_new: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, without the password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The user part of the address the phone registers: the extension’s number. */
                        username: string;
                        /** @description The digest user name, unique on the server. */
                        auth_name: string;
                        /** @description The group’s SIP domain, also the digest realm. */
                        domain: string;
                        /** @description Where phones send their REGISTERs (host:port). */
                        registrar: string;
                        /**
                         * Format: date-time
                         * @description When the password was last made.
                         */
                        changed_at: string;
                        /** @description Whether a registrar reports a live registration. */
                        registered: boolean;
                        registrations: {
                            /** @description The contact address the phone registered. */
                            contact: string;
                            /** @description The phone as its User-Agent header names it. */
                            user_agent: string;
                            /** @description Where its REGISTER came from (address:port). */
                            source: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            registered_at: string;
                            /**
                             * Format: date-time
                             * @description Its last REGISTER (a refresh).
                             */
                            last_registration: string;
                        }[];
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_sip_password_reveal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    extension_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    /** @enum {unknown} */
                    field: "site" | "role" | "language" | "internal_ringtone" | "call_mobile_after" | "call_mobile_timeout" | "hide_caller_id" | "active";
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every extension changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["Extension"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    profile_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_box_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Text looked for in the searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description Field to sort by; a leading minus sorts descending. */
                ordering?: components["parameters"]["Ordering"];
                /** @description The group whose records to list (defaults to Current-Group-Id). */
                group?: components["parameters"]["Group"];
                /** @description Only the records with these ids, comma-separated (at most 100), of those the caller may read. */
                ids?: components["parameters"]["Ids"];
                /** @description Answer only id and label of each record. */
                label_only?: components["parameters"]["LabelOnly"];
                /** @description Answer only id and description of each record. */
                description_only?: components["parameters"]["DescriptionOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of voicemail_box records, in the shape the query asks for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["VoicemailBox"][];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            label: string;
                        }[];
                    } | {
                        count: number;
                        results: {
                            id: number;
                            description: components["schemas"]["VoicemailBox"]["description"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_box_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoicemailBox"];
            };
        };
        responses: {
            /** @description The created voicemail_box */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoicemailBox"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
        };
    };
    voicemail_box_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voicemail_box */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoicemailBox"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_box_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoicemailBox"];
            };
        };
        responses: {
            /** @description The saved voicemail_box */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoicemailBox"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_box_destroy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_box_partial_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read; the change is refused with 412 when the record has moved on. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoicemailBox"];
            };
        };
        responses: {
            /** @description The saved voicemail_box */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoicemailBox"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In use: the record is referenced by others (used_by names them), or a protected record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"];
                };
            };
            /** @description The record changed since it was read (If-Match) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_box_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    records: {
                        id: number;
                        /** @description The version read; the record is refused (412) when it has moved on. */
                        version?: number;
                    }[];
                    field: string;
                    /** @description The new value of the field, as the record’s own schema takes it. */
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Every voicemail_box changed, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["VoicemailBox"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Some records were refused: none was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The catalogue message: how many records were refused; nothing was changed. */
                        detail: string;
                        /** @constant */
                        code: "bulk_refused";
                        /** @description Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered. */
                        results: {
                            id: number;
                            refused: boolean;
                            /** @description 400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read. */
                            status?: number;
                            /** @description The refusal as the record’s own update answers it (field errors, or {detail}). */
                            error?: unknown;
                        }[];
                    };
                };
            };
        };
    };
    voicemail_message_list: {
        parameters: {
            query?: {
                page?: string;
                page_size?: string;
                search?: string;
                ordering?: string;
                box?: string;
                read?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages and how many there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["VoicemailMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_message_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoicemailMessage"];
                };
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_message_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_message_audio: {
        parameters: {
            query?: {
                download?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recording */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/ogg": string;
                    "audio/wav": string;
                    "audio/mpeg": string;
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    voicemail_message_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: boolean;
                };
            };
        };
        responses: {
            /** @description The message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoicemailMessage"];
                };
            };
            400: components["responses"]["BadRequestV3"];
            /** @description No valid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not allowed for this user or group */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such record in this group */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
}
