# Unspecific pickup (issue 18): a phone dials the pickup code (*8) and takes a colleague's
# ringing call. Included by kamailio.cfg.
#
# Switchboard's route answers `pickup` with the AORs whose ringing calls the phone may take (the
# group or the site, as the group's settings say, when the caller's role allows it). Kamailio
# keeps, for each extension that rings, which call rings it (`ringing::<aor>`, set by the hop's
# 18x) and that early dialog's tags. The phone's own INVITE is then sent to the ringing call's
# caller with `Replaces: <call-id>;to-tag=<caller's tag>;from-tag=<ringing phone's tag>;early-only`
# and `Require: replaces` (RFC 3891 §7.1, "Replacing an Early Dialog at the Originator"; the
# call pickup of RFC 5359): the caller answers it, which connects the two phones, and
# CANCELs its first INVITE, which stops the ringing. A caller that does not support Replaces
# answers 420 (Bad Extension), which the picking phone sees; nothing else changes.
#
# The picked call's record shows who took it: its `answered` leg names the picking phone, and
# the call ends when the pickup's dialog ends (reporting.cfg's CALL_ENDED waits for it).

# The call's facts a pickup needs, kept when its INVITE arrives: where its caller is reached and
# the caller's dialog tag.
route[PICKUP_FACTS] {
	$sht(calls=>$ci::contact) = $(ct{nameaddr.uri});
	$sht(calls=>$ci::source) = "sip:" + $si + ":" + $sp;
	$sht(calls=>$ci::ftag) = $ft;
}

# A hop's extension rings (18x): this call is the one a pickup of that AOR takes. Ended (a final
# reply): it no longer rings there.
route[PICKUP_INDEX] {
	if ($avp(hop_aor) == $null) return;
	if (status =~ "^18[0-9]$") {
		$sht(calls=>ringing::$avp(hop_aor)) = $ci;
		$sht(calls=>$ci::totag::$avp(hop_aor)) = $tt;
	} else if (status =~ "^[2-6][0-9][0-9]$" && $sht(calls=>ringing::$avp(hop_aor)) == $ci) {
		$sht(calls=>ringing::$avp(hop_aor)) = $null;
	}
}

# The route answered `pickup`: the first target with a call still ringing it, else 480.
route[PICKUP] {
	$var(n) = 0;
	jansson_array_size("targets", "$var(answer)", "$var(n)");
	$var(i) = 0;
	$var(found) = 0;
	while ($var(i) < $var(n) && $var(found) == 0) {
		$var(aor) = "";
		jansson_get("targets[$var(i)].aor", "$var(answer)", "$var(aor)");
		if ($var(aor) != "" && $sht(calls=>ringing::$var(aor)) != $null) {
			$var(c) = $sht(calls=>ringing::$var(aor));
			if ($sht(calls=>$var(c)::answered) == $null && $sht(calls=>$var(c)::ended) == $null && $sht(calls=>$var(c)::picked) == $null
					&& $sht(calls=>$var(c)::contact) != $null && $sht(calls=>$var(c)::totag::$var(aor)) != $null) {
				$var(found) = 1;
			}
		}
		$var(i) = $var(i) + 1;
	}
	if ($var(found) == 0) {
		xlog("L_INFO", "call $ci: pickup by $fU, but no call of its colleagues rings\n");
		t_reply("480", "Nothing To Pick Up");
		exit;
	}
	# Claimed at once: a second phone dialling the code meanwhile finds it taken.
	$sht(calls=>$var(c)::picked) = $ci;
	$avp(pickup_of) = $var(c);
	$avp(picker) = $fU;
	$sht(calls=>$ci::pickup_of) = $var(c);
	$ru = $sht(calls=>$var(c)::contact);
	$du = $sht(calls=>$var(c)::source);
	remove_hf("Replaces");
	remove_hf("Require");
	append_hf("Replaces: $var(c);to-tag=$sht(calls=>$var(c)::ftag);from-tag=$sht(calls=>$var(c)::totag::$var(aor));early-only\r\nRequire: replaces\r\n");
	xlog("L_INFO", "call $ci: $fU picks up call $var(c) ringing $var(aor)\n");
	# The picking phone's BLF shows it in a call; the dialog's end ends the picked call's record.
	route(CALLER_BLF);
	dlg_manage();
	t_on_reply("PICKUP_REPLY");
	t_on_failure("PICKUP_FAILED");
	if (!t_relay()) {
		$sht(calls=>$var(c)::picked) = $null;
		t_reply("500", "Server Error");
	}
	exit;
}

# The caller took the pickup (2xx): the picked call is answered by the picking phone.
onreply_route[PICKUP_REPLY] {
	if (!(status =~ "^2[0-9][0-9]$") || $sht(calls=>$avp(pickup_of)::answered) != $null) return;
	$var(ci) = $avp(pickup_of);
	$var(party) = $avp(picker);
	$sht(calls=>$var(ci)::answered_by) = $var(party);
	$var(ext) = $var(party);
	route(INVOLVED);
	route(CALL_ANSWERED);
}

# The caller refused (420 without Replaces, 481 when the call ended meanwhile): the call may be
# picked up again; the refusal goes to the phone.
failure_route[PICKUP_FAILED] {
	$sht(calls=>$avp(pickup_of)::picked) = $null;
}

# The pickup's dialog ended: so does the call it picked up (its record, the wallboard's end).
route[PICKUP_ENDED] {
	if ($sht(calls=>$dlg(callid)::pickup_of) == $null) return;
	$var(ci) = $sht(calls=>$dlg(callid)::pickup_of);
	$sht(calls=>$var(ci)::pickup_done) = 1;
	route(CALL_ENDED);
}
