# Reporting (issue 18): every call goes back to Switchboard's ingestion API, as the wallboard's
# live events (started, answered, ended: POST /api/ingest/v1/live-events/batch/, queued and
# batched, see POST) and as one call record with its legs (POST /api/ingest/v1/calls/) when it
# ends. Included by kamailio.cfg.
#
# Authenticated by the registrar token with the group in Switchboard-Group: the group is the
# calling phone's (g<id> of its domain) or the first dialled extension's. A call that reaches no
# group (an unknown number from the carrier) is not reported: it belongs to nobody.
#
# The call's facts live in the `calls` table by Call-ID (the caller's transaction and its hops
# share it); the dialog module's events (dialog:start, :end, :failed) close the record.

# Queues $var(body) for $var(path) of group $var(group) (call $var(ci)): the SIP workers never
# wait on a report. Two timer processes (REPORTS) post the queue in order: consecutive live
# events of one group as one batch (POST /api/ingest/v1/live-events/batch/), call records one by
# one. A refusal is logged, never retried.
route[POST] {
	mq_add("reports", "$var(path)|$var(group)|$var(ci)", "$var(body)");
}

# A timer's turn (every 100 ms): everything queued, posted.
route[REPORTS] {
	$var(batched) = 0;
	# At most 1,000 reports a turn (kamailio.cfg's max_while_loops); the rest at the next.
	$var(taken) = 0;
	while ($var(taken) < 1000 && mq_fetch("reports")) {
		$var(taken) = $var(taken) + 1;
		route(FETCHED);
		if ($var(path) == "/api/ingest/v1/live-events/") {
			# At most 60,000 bytes a batch: within kamailio.cfg's pv_buffer_size (64 KB), with room for its wrapper.
			if ($var(batched) > 0 && ($var(group) != $var(batch_group) || $var(batched) >= 200 || $(var(events){s.len}) + $(var(body){s.len}) > 60000)) {
				route(FLUSH_EVENTS);
				route(FETCHED);
			}
			if ($var(batched) == 0) {
				$var(events) = "[]";
				$var(batch_group) = $var(group);
			}
			jansson_append("obj", "", "$var(body)", "$var(events)");
			$var(batched) = $var(batched) + 1;
		} else {
			# A call record after the live events queued before it. (A refused batch is posted
			# event by event through the same variables: the record is read again after it.)
			if ($var(batched) > 0) {
				route(FLUSH_EVENTS);
				route(FETCHED);
			}
			route(SEND);
		}
	}
	if ($var(batched) > 0) route(FLUSH_EVENTS);
}

# The report mq_fetch took last: $var(path), $var(group), $var(ci) and $var(body).
route[FETCHED] {
	$var(path) = $(mqk(reports){s.select,0,|});
	$var(group) = $(mqk(reports){s.select,1,|});
	$var(ci) = $(mqk(reports){s.select,2,|});
	$var(body) = $mqv(reports);
}

# The batch of live events in $var(events) for $var(batch_group). Refused (one event the group
# does not take): each posted alone, so that only that one is refused and logged.
route[FLUSH_EVENTS] {
	$var(batch) = "{}";
	jansson_set("array", "events", "$var(events)", "$var(batch)");
	$var(res) = "";
	http_client_query("@@API@@/api/ingest/v1/live-events/batch/", "$var(batch)", "Content-Type: application/json\r\nAuthorization: Token @@TOKEN@@\r\nSwitchboard-Group: $var(batch_group)", "$var(res)");
	$var(code) = $rc;
	$var(batched) = 0;
	if ($var(code) == 200) return;
	xlog("L_WARN", "Switchboard did not take a batch of live events: $var(code) $var(res); posting them one by one\n");
	$var(n) = 0;
	jansson_array_size("events", "$var(batch)", "$var(n)");
	$var(k) = 0;
	$var(path) = "/api/ingest/v1/live-events/";
	$var(group) = $var(batch_group);
	$var(ci) = "";
	while ($var(k) < $var(n)) {
		$var(body) = "";
		jansson_get("events[$var(k)]", "$var(batch)", "$var(body)");
		route(SEND);
		$var(k) = $var(k) + 1;
	}
}

# Posts $var(body) to $var(path) for group $var(group) now.
route[SEND] {
	$var(res) = "";
	http_client_query("@@API@@$var(path)", "$var(body)", "Content-Type: application/json\r\nAuthorization: Token @@TOKEN@@\r\nSwitchboard-Group: $var(group)", "$var(res)");
	$var(code) = $rc;
	if ($var(code) != 200 && $var(code) != 201) {
		xlog("L_WARN", "Switchboard did not take $var(path) for call $var(ci): $var(code) $var(res) (sent $var(body))\n");
	}
}

# A step of the call's legs, kept in order: $var(ci), $var(step), $var(party).
route[LEG] {
	$var(leg) = "{}";
	jansson_set("string", "at", "$utimef(%Y-%m-%dT%H:%M:%SZ)", "$var(leg)");
	jansson_set("string", "step", "$var(step)", "$var(leg)");
	if ($var(party) != "") jansson_set("string", "party", "$var(party)", "$var(leg)");
	sht_lock("calls=>$var(ci)::legs");
	# (A $var set from a missing entry would hold 0, not null: test the entry itself.)
	$var(legs) = "[]";
	if ($sht(calls=>$var(ci)::legs) != $null) $var(legs) = $sht(calls=>$var(ci)::legs);
	jansson_append("obj", "", "$var(leg)", "$var(legs)");
	$sht(calls=>$var(ci)::legs) = $var(legs);
	sht_unlock("calls=>$var(ci)::legs");
}

# An extension of the group the call involved, once: $var(ci), $var(ext).
route[INVOLVED] {
	if (!($var(ext) =~ "^[0-9]{1,5}$") || $sht(calls=>$var(ci)::ext::$var(ext)) != $null) return;
	$sht(calls=>$var(ci)::ext::$var(ext)) = 1;
	sht_lock("calls=>$var(ci)::extensions");
	$var(list) = "[]";
	if ($sht(calls=>$var(ci)::extensions) != $null) $var(list) = $sht(calls=>$var(ci)::extensions);
	jansson_append("int", "", "$var(ext)", "$var(list)");
	$sht(calls=>$var(ci)::extensions) = $var(list);
	sht_unlock("calls=>$var(ci)::extensions");
}

route[LEG_DIALLED] {
	$var(ci) = $ci;
	$var(step) = "dialled";
	$var(party) = $avp(called);
	route(LEG);
	if (isflagset(FLT_CALLER_PHONE)) {
		$var(ext) = $fU;
		route(INVOLVED);
	}
}

# The call rings somewhere (first dial or media step): its dialog starts being tracked (with the
# BLF of the phones it involves, presence.cfg), and the wallboard hears of it.
route[CALL_STARTED] {
	if ($sht(calls=>$ci::dialog) != $null) return;
	$sht(calls=>$ci::dialog) = 1;
	$sht(calls=>$ci::group) = $avp(group);
	$sht(calls=>$ci::direction) = $avp(direction);
	$sht(calls=>$ci::caller) = $avp(caller);
	$sht(calls=>$ci::called) = $avp(called);
	route(CALLER_BLF);
	dlg_manage();
	if ($avp(group) == $null) return;
	$var(body) = "{}";
	jansson_set("string", "event_id", "$ci:started", "$var(body)");
	jansson_set("string", "at", "$sht(calls=>$ci::start_at)", "$var(body)");
	jansson_set("string", "type", "call_started", "$var(body)");
	jansson_set("string", "call_id", "$ci", "$var(body)");
	jansson_set("string", "direction", "$avp(direction)", "$var(body)");
	jansson_set("string", "caller", "$avp(caller)", "$var(body)");
	jansson_set("string", "callee", "$avp(called)", "$var(body)");
	$var(path) = "/api/ingest/v1/live-events/";
	$var(group) = $avp(group);
	$var(ci) = $ci;
	route(POST);
}

# The route replied to the call itself (refused, closed, a feature code). A call without a
# dialog yet (refused at its first step) is recorded here; one with a dialog, at dialog:failed.
route[CALL_REPLIED] {
	$sht(calls=>$ci::final) = $var(status);
	# A feature code (##toggle, *-code) is no call of the history.
	if ($avp(called) =~ "^[*#]") return;
	if ($sht(calls=>$ci::dialog) != $null || $avp(group) == $null) return;
	$var(ci) = $ci;
	$var(group) = $avp(group);
	$sht(calls=>$ci::group) = $avp(group);
	$sht(calls=>$ci::direction) = $avp(direction);
	$sht(calls=>$ci::caller) = $avp(caller);
	$sht(calls=>$ci::called) = $avp(called);
	$var(step) = "ended";
	$var(party) = "";
	route(LEG);
	route(CALL_RECORD);
}

# A hop's target rings (18x) or answers (2xx): the legs, and who answered for the record.
onreply_route[HOP_REPLY] {
	route(PICKUP_INDEX);
	$var(ci) = $ci;
	if ($avp(hop_extension) != $null) {
		$var(party) = $avp(hop_extension);
	} else {
		$var(party) = $avp(hop_number);
	}
	if (status =~ "^18[0-9]$" && $sht(calls=>$ci::rang::$var(party)) == $null) {
		$sht(calls=>$ci::rang::$var(party)) = 1;
		$var(step) = "rang";
		route(LEG);
		if ($avp(hop_extension) != $null) {
			$var(ext) = $avp(hop_extension);
			route(INVOLVED);
		}
	}
	if (status =~ "^2[0-9][0-9]$" && $sht(calls=>$ci::answered_by) == $null) {
		$sht(calls=>$ci::answered_by) = $var(party);
		if ($avp(hop_extension) != $null) {
			$var(ext) = $avp(hop_extension);
			route(INVOLVED);
		}
	}
}

# (A hop's own dialog, presence.cfg, is no call of its own: the caller's dialog reports.)
event_route[dialog:start] {
	if (($dlg(sflags) & DLG_HOP_MASK) != 0) return;
	$var(ci) = $dlg(callid);
	$var(party) = "";
	if ($sht(calls=>$var(ci)::answered_by) != $null) $var(party) = $sht(calls=>$var(ci)::answered_by);
	route(CALL_ANSWERED);
}

# Call $var(ci) is answered by $var(party) (an extension, a number or ""): its leg, and the
# wallboard's call_answered.
route[CALL_ANSWERED] {
	$sht(calls=>$var(ci)::answered) = $TS;
	$var(step) = "answered";
	route(LEG);
	if ($sht(calls=>$var(ci)::group) == $null) return;
	$var(group) = $sht(calls=>$var(ci)::group);
	$var(body) = "{}";
	jansson_set("string", "event_id", "$var(ci):answered", "$var(body)");
	jansson_set("string", "at", "$utimef(%Y-%m-%dT%H:%M:%SZ)", "$var(body)");
	jansson_set("string", "type", "call_answered", "$var(body)");
	jansson_set("string", "call_id", "$var(ci)", "$var(body)");
	if ($var(party) =~ "^[0-9]{1,5}$") jansson_set("int", "extension", "$var(party)", "$var(body)");
	$var(path) = "/api/ingest/v1/live-events/";
	route(POST);
}

event_route[dialog:end] {
	if (($dlg(sflags) & DLG_HOP_MASK) != 0) return;
	$var(ci) = $dlg(callid);
	route(CALL_ENDED);
	route(PICKUP_ENDED);
}

event_route[dialog:failed] {
	if (($dlg(sflags) & DLG_HOP_MASK) != 0) return;
	$var(ci) = $dlg(callid);
	route(CALL_ENDED);
}

# The call is over: its last leg, the wallboard's call_ended and the call record.
route[CALL_ENDED] {
	if ($sht(calls=>$var(ci)::ended) != $null) return;
	# A call picked up (pickup.cfg) lasts as long as the pickup's dialog: its caller CANCELs the
	# first INVITE at once.
	if ($sht(calls=>$var(ci)::picked) != $null && $sht(calls=>$var(ci)::answered) != $null && $sht(calls=>$var(ci)::pickup_done) == $null) return;
	$sht(calls=>$var(ci)::ended) = 1;
	$var(step) = "ended";
	$var(party) = "";
	route(LEG);
	if ($sht(calls=>$var(ci)::group) == $null) return;
	$var(group) = $sht(calls=>$var(ci)::group);
	$var(body) = "{}";
	jansson_set("string", "event_id", "$var(ci):ended", "$var(body)");
	jansson_set("string", "at", "$utimef(%Y-%m-%dT%H:%M:%SZ)", "$var(body)");
	jansson_set("string", "type", "call_ended", "$var(body)");
	jansson_set("string", "call_id", "$var(ci)", "$var(body)");
	if ($sht(calls=>$var(ci)::answered) != $null) {
		jansson_set("true", "answered", 0, "$var(body)");
	} else {
		jansson_set("false", "answered", 0, "$var(body)");
	}
	$var(path) = "/api/ingest/v1/live-events/";
	route(POST);
	route(CALL_RECORD);
}

# The call record of $var(ci) for group $var(group), from the call's table.
route[CALL_RECORD] {
	$var(now) = $TS;
	$var(start) = $sht(calls=>$var(ci)::start);
	$var(final) = 0;
	if ($sht(calls=>$var(ci)::final) != $null) $var(final) = $sht(calls=>$var(ci)::final);
	if ($sht(calls=>$var(ci)::answered) != $null) {
		$var(outcome_status) = "answered";
		$var(billsec) = $var(now) - $sht(calls=>$var(ci)::answered);
	} else {
		$var(billsec) = 0;
		if ($var(final) == 486 || $var(final) == 600) {
			$var(outcome_status) = "busy";
		} else if ($var(final) >= 400 && $var(final) != 480 && $var(final) != 487) {
			$var(outcome_status) = "failed";
		} else {
			$var(outcome_status) = "unanswered";
		}
	}
	$var(body) = "{}";
	jansson_set("string", "call_id", "$var(ci)", "$var(body)");
	jansson_set("string", "start", "$sht(calls=>$var(ci)::start_at)", "$var(body)");
	jansson_set("string", "direction", "$sht(calls=>$var(ci)::direction)", "$var(body)");
	jansson_set("string", "caller", "$sht(calls=>$var(ci)::caller)", "$var(body)");
	jansson_set("string", "callee", "$sht(calls=>$var(ci)::called)", "$var(body)");
	jansson_set("string", "status", "$var(outcome_status)", "$var(body)");
	jansson_set("int", "duration", $var(now) - $var(start), "$var(body)");
	jansson_set("int", "billsec", "$var(billsec)", "$var(body)");
	if ($sht(calls=>$var(ci)::extensions) != $null) jansson_set("array", "extensions", "$sht(calls=>$var(ci)::extensions)", "$var(body)");
	if ($sht(calls=>$var(ci)::legs) != $null) jansson_set("array", "legs", "$sht(calls=>$var(ci)::legs)", "$var(body)");
	$var(path) = "/api/ingest/v1/calls/";
	route(POST);
}
