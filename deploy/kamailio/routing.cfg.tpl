# Call routing (issue 18). Included by kamailio.cfg.
#
# Kamailio holds no call flow: for each new INVITE it asks Switchboard's route endpoint
# (POST /api/platform/v1/route) what to do, one step at a time, and applies the answer:
#   dial   ring the step's targets in parallel, each after its delay and for its timeout, the
#          whole step for the step's timeout; unanswered, it asks again with `resume`
#   reply  answer the INVITE with that status
#   pickup take a colleague's ringing call (pickup.cfg)
#   media  send the call to the media server (SIP_MEDIA), which ends its part with a failure
#          reply (then `resume` with media_done) or bridges the call itself
#
# Delays and per-target timeouts: tm rings all branches of a transaction at once and times them
# out together, so each target is one branch sent to Kamailio itself (a "hop",
# sip:hop-s<step>x<i>-<nonce>@us). The hop's own transaction waits the target's delay
# (async_ms_route on a 10 ms tick: no process blocked), then rings the target for the target's timeout. A CANCEL of
# the caller's transaction (another branch answered, the caller hung up) cancels the hop as any
# branch. Only the caller's transaction records the route and keeps the dialog, so in-dialog
# requests pass Kamailio once.
#
# Calls come from an authenticated phone (digest, as its REGISTER) or from the carrier's address
# (SIP_CARRIER's host); outside numbers are sent to the carrier (SIP_CARRIER).

route[INVITE] {
	if ($si == "@@SELF_HOST@@" && $sp == @@SELF_PORT@@ && $rU =~ "^hop-") {
		route(HOP);
		exit;
	}
	if ($si == "@@CARRIER_HOST@@") {
		$avp(direction) = "inbound";
	} else {
		route(PHONE_AUTH);
		$avp(direction) = "internal";
		$avp(group) = $(fd{re.subst,/^g([0-9]+)\..*$/\1/});
		setflag(FLT_CALLER_PHONE);
	}
	if (!t_newtran()) {
		sl_reply_error();
		exit;
	}
	record_route();
	# The call as dialled: later steps keep asking about it, whatever the R-URI becomes.
	$avp(called) = $rU;
	$avp(caller) = $fU;
	if ($avp(caller) == $null || $avp(caller) == "") $avp(caller) = "anonymous";
	$avp(step) = 0;
	$var(outcome) = "";
	$sht(calls=>$ci::nonce) = $(sruid{s.md5}{s.substr,0,16});
	$sht(calls=>$ci::start) = $TS;
	$sht(calls=>$ci::start_at) = $utimef(%Y-%m-%dT%H:%M:%SZ);
	route(PICKUP_FACTS);
	route(LEG_DIALLED);
	route(ASK);
}

# Asks the route endpoint for the call's next step (with `resume` after a failed step) and
# applies it. $var(outcome) set: the step that ended and how.
route[ASK] {
	$avp(step) = $avp(step) + 1;
	if ($avp(step) > 20) {
		xlog("L_WARN", "call $ci: more than 20 steps, ended\n");
		t_reply("480", "Temporarily Unavailable");
		exit;
	}
	$var(req) = "{}";
	jansson_set("string", "call_id", "$ci", "$var(req)");
	jansson_set("string", "called", "$avp(called)", "$var(req)");
	jansson_set("string", "caller", "$avp(caller)", "$var(req)");
	if ($avp(account) != $null) jansson_set("string", "from_account", "$avp(account)", "$var(req)");
	if ($avp(token) != $null && $var(outcome) != $null && $var(outcome) != "") {
		$var(resume) = "{}";
		jansson_set("string", "token", "$avp(token)", "$var(resume)");
		jansson_set("string", "outcome", "$var(outcome)", "$var(resume)");
		jansson_set("obj", "resume", "$var(resume)", "$var(req)");
	}
	$var(answer) = "";
	http_client_query("@@API@@/api/platform/v1/route", "$var(req)", "Content-Type: application/json\r\nAuthorization: Token @@TOKEN@@", "$var(answer)");
	$var(code) = $rc;
	if ($var(code) != 200) {
		xlog("L_ERR", "call $ci: Switchboard's route answered $var(code): $var(answer)\n");
		t_reply("503", "Service Unavailable");
		exit;
	}
	$var(action) = "";
	jansson_get("action", "$var(answer)", "$var(action)");
	$avp(token) = $null;
	jansson_get("token", "$var(answer)", "$avp(token)");
	if ($var(action) == "dial") {
		route(DIAL);
	} else if ($var(action) == "reply") {
		route(REPLY);
	} else if ($var(action) == "media") {
		route(MEDIA);
	} else if ($var(action) == "pickup") {
		route(PICKUP);
	} else {
		xlog("L_ERR", "call $ci: Switchboard's route answered no action we know: $var(answer)\n");
		t_reply("503", "Service Unavailable");
	}
	exit;
}

# One hop branch per target; none reachable now: the step fails as unreachable at once.
route[DIAL] {
	$var(timeout) = 30;
	jansson_get("timeout", "$var(answer)", "$var(timeout)");
	$var(n) = 0;
	jansson_array_size("targets", "$var(answer)", "$var(n)");
	$var(i) = 0;
	$var(branches) = 0;
	while ($var(i) < $var(n)) {
		$var(t) = "";
		jansson_get("targets[$var(i)]", "$var(answer)", "$var(t)");
		$var(kind) = "";
		jansson_get("kind", "$var(t)", "$var(kind)");
		$var(ok) = 0;
		if ($var(kind) == "extension") {
			$var(aor) = "";
			jansson_get("aor", "$var(t)", "$var(aor)");
			if ($var(aor) =~ "^sip:[0-9]{1,10}@g[0-9]+\.@@DOMAIN_RE@@$" && registered("location", "$var(aor)")) {
				$var(ok) = 1;
				# The group the call is reported to.
				if ($avp(group) == $null) $avp(group) = $(var(aor){re.subst,/^sip:[0-9]+@g([0-9]+)\..*$/\1/});
			}
		} else if ($var(kind) == "external" && "@@CARRIER@@" != "") {
			$var(ok) = 1;
			if ($avp(direction) == "internal") {
				$avp(direction) = "outbound";
				if ($sht(calls=>$ci::dialog) != $null) $sht(calls=>$ci::direction) = "outbound";
			}
		}
		if ($var(ok) == 1) {
			$var(hop) = "s" + $avp(step) + "x" + $var(i);
			$sht(calls=>$ci::hop::$var(hop)) = $var(t);
			$var(uri) = "sip:hop-" + $var(hop) + "-" + $sht(calls=>$ci::nonce) + "@@@LISTEN@@";
			if ($var(branches) == 0) {
				$ru = $var(uri);
			} else {
				append_branch("$var(uri)");
			}
			$var(branches) = $var(branches) + 1;
		}
		$var(i) = $var(i) + 1;
	}
	if ($var(branches) == 0) {
		xlog("L_INFO", "call $ci: no target of step $avp(step) is reachable\n");
		$var(outcome) = "unreachable";
		route(ASK);
		exit;
	}
	$avp(step_kind) = "dial";
	route(CALLER_ID);
	route(CALL_STARTED);
	t_set_fr($var(timeout) * 1000, $var(timeout) * 1000);
	t_on_failure("STEP_FAILED");
	if (!t_relay()) {
		t_reply("500", "Server Error");
	}
	exit;
}

# What the called phones show: P-Asserted-Identity from the answer's caller_id, if any.
route[CALLER_ID] {
	$var(cid) = "";
	jansson_get("caller_id.number", "$var(answer)", "$var(cid)");
	if ($var(cid) =~ "^\+?[0-9]{1,20}$" && !is_present_hf("P-Asserted-Identity")) {
		$var(name) = "";
		jansson_get("caller_id.name", "$var(answer)", "$var(name)");
		$var(name) = $(var(name){s.replace,",'});
		append_hf("P-Asserted-Identity: \"$var(name)\" <sip:$var(cid)@@@SELF_HOST@@>\r\n");
	}
}

route[REPLY] {
	$var(status) = 0;
	$var(reason) = "";
	jansson_get("status", "$var(answer)", "$var(status)");
	jansson_get("reason", "$var(answer)", "$var(reason)");
	if ($var(status) < 200 || $var(status) > 699) {
		xlog("L_ERR", "call $ci: Switchboard's route answered a status we cannot send: $var(answer)\n");
		$var(status) = 500;
	}
	if ($var(reason) == "") $var(reason) = "Switchboard";
	# A feature code's 200 answers the call for a moment: Kamailio is its far end (its BYE is
	# answered in WITHIN_DIALOG).
	if ($var(status) < 300) append_to_reply("Contact: <sip:@@LISTEN@@>\r\n");
	route(CALL_REPLIED);
	t_reply("$var(status)", "$var(reason)");
	exit;
}

# A media server takes the call: sip:<block>@SIP_MEDIA, with the block's facts in headers. No
# media server configured: 503, and the log says which block needed one.
route[MEDIA] {
	$var(block) = "";
	$var(kind) = "";
	$var(file) = "";
	$var(language) = "";
	jansson_get("media.block", "$var(answer)", "$var(block)");
	jansson_get("media.kind", "$var(answer)", "$var(kind)");
	jansson_get("media.file", "$var(answer)", "$var(file)");
	jansson_get("media.language", "$var(answer)", "$var(language)");
#!ifdef WITH_RTPENGINE
	# An announcement: rtpengine plays it as early media, then the next step (announcement.cfg).
	if ($var(kind) == "play_media") {
		route(ANNOUNCE);
		exit;
	}
#!endif
	if ("@@MEDIA@@" == "" || !($var(block) =~ "^[A-Za-z0-9_-]{1,64}$")) {
		xlog("L_WARN", "call $ci: block $var(block) ($var(kind)) needs a media server, and none is configured (SIP_MEDIA)\n");
		route(CALL_REPLIED);
		t_reply("503", "Media Server Needed");
		exit;
	}
	$ru = "sip:" + $var(block) + "@@@MEDIA@@";
	remove_hf("X-Switchboard-Media");
	append_hf("X-Switchboard-Media: block=$var(block);kind=$var(kind);language=$var(language)\r\n");
	if ($var(file) != "") append_hf("X-Switchboard-File: $var(file)\r\n");
	$avp(step_kind) = "media";
	route(CALL_STARTED);
	t_on_failure("STEP_FAILED");
	if (!t_relay()) {
		t_reply("500", "Server Error");
	}
	exit;
}

# The step ended without an answer: ask for the next one.
failure_route[STEP_FAILED] {
	if (t_is_canceled()) {
		exit;
	}
	if ($avp(step_kind) == "media") {
		$var(outcome) = "media_done";
	} else if (t_check_status("486|600")) {
		$var(outcome) = "busy";
	} else if (t_check_status("603")) {
		$var(outcome) = "declined";
	} else if (t_branch_timeout() || t_check_status("408|487")) {
		$var(outcome) = "no_answer";
	} else {
		$var(outcome) = "unreachable";
	}
	$avp(last_status) = $T_reply_code;
	route(ASK);
}

# A target's hop: the caller's transaction's branch, sent back to us. Its target is in the
# call's table under the hop's name; the nonce proves it comes from our own DIAL.
route[HOP] {
	$var(hop) = $(rU{s.select,1,-});
	if ($(rU{s.select,2,-}) != $sht(calls=>$ci::nonce) || $sht(calls=>$ci::hop::$var(hop)) == $null) {
		sl_send_reply("403", "Forbidden");
		exit;
	}
	if (!t_newtran()) {
		sl_reply_error();
		exit;
	}
	$var(delay) = 0;
	jansson_get("delay", "$sht(calls=>$ci::hop::$var(hop))", "$var(delay)");
	if ($var(delay) > 0) {
		if ($var(delay) > 100) $var(delay) = 100;
		# Milliseconds: async_route's whole seconds run on a one-second tick, so a 4 s delay rang after 3 to 4 s.
		$var(delay_ms) = $var(delay) * 1000;
		async_ms_route("HOP_RING", "$var(delay_ms)");
		exit;
	}
	route(HOP_RING);
}

# Rings the hop's target (in the hop's own transaction: its timeout is the target's).
route[HOP_RING] {
	if (t_is_canceled()) exit;
	$var(hop) = $(rU{s.select,1,-});
	$var(t) = $sht(calls=>$ci::hop::$var(hop));
	$var(kind) = "";
	$var(timeout) = 0;
	jansson_get("kind", "$var(t)", "$var(kind)");
	jansson_get("timeout", "$var(t)", "$var(timeout)");
	if ($var(kind) == "extension") {
		$var(aor) = "";
		jansson_get("aor", "$var(t)", "$var(aor)");
		if (!lookup("location", "$var(aor)")) {
			t_reply("480", "Temporarily Unavailable");
			exit;
		}
		$avp(hop_extension) = $(var(aor){re.subst,/^sip:([0-9]+)@.*$/\1/});
		$avp(hop_aor) = $var(aor);
		route(HOP_BLF);
	} else {
		$var(number) = "";
		jansson_get("number", "$var(t)", "$var(number)");
		if (!($var(number) =~ "^\+?[0-9]{1,20}$")) {
			t_reply("404", "Not Found");
			exit;
		}
		$ru = "sip:" + $var(number) + "@@@CARRIER@@";
		$avp(hop_number) = $var(number);
	}
	if ($var(timeout) > 0) t_set_fr($var(timeout) * 1000, $var(timeout) * 1000);
	t_on_reply("HOP_REPLY");
	if (!t_relay()) {
		t_reply("500", "Server Error");
	}
	exit;
}
