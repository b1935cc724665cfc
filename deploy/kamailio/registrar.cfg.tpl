# The registrar (issue 17): REGISTERs authenticated against the HA1 Switchboard answers, and
# every binding accepted or expired reported back. Included by kamailio.cfg.

route[REGISTRAR] {
	# Only our domains: g<group>.<base>, and a user part that is an extension number.
	if (!($td =~ "^g[0-9]+\.@@DOMAIN_RE@@$") || !($tU =~ "^[0-9]{1,10}$")) {
		sl_send_reply("404", "Not Found");
		exit;
	}
	route(AUTH);
	if (!save("location")) {
		sl_reply_error();
		exit;
	}
	route(REPORT);
	exit;
}

# The digest check: the HA1 of (auth name, realm) from Switchboard, for this AOR's number.
route[AUTH] {
	if (!is_present_hf("Authorization")) {
		www_challenge("$td", "0");
		exit;
	}
	if (!($au =~ "^sb[0-9]{1,10}$") || $ar != $td) {
		xlog("L_NOTICE", "REGISTER refused: credentials $au@$ar for $tu from $si:$sp\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	$var(ha1) = "";
	http_client_query("@@API@@/api/ingest/v1/sip/credentials/?auth_name=$au&realm=$ar&user=$tU", "", "Authorization: Bearer @@TOKEN@@", "$var(ha1)");
	$var(code) = $rc;
	if ($var(code) != 200 || !($var(ha1) =~ "^[0-9a-f]{32}$")) {
		xlog("L_NOTICE", "REGISTER refused: no account $au for $tu (Switchboard answered $var(code)) from $si:$sp\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	pv_auth_check("$td", "$var(ha1)", "1", "0");
	$var(auth) = $rc;
	if ($var(auth) == -4 || $var(auth) == -5 || $var(auth) == -6) {
		# Nonce stale, no credentials for this realm, nonce reused: a new challenge.
		www_challenge("$td", "0");
		exit;
	}
	if ($var(auth) < 0) {
		xlog("L_NOTICE", "REGISTER refused: wrong password for $au ($tu) from $si:$sp\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	consume_credentials();
}

# Tell Switchboard what was accepted: a new binding, a refresh or a removal. (The body is
# written in the call: a string assigned to a variable would not expand the variables in it.)
route[REPORT] {
	http_client_query("@@API@@/api/ingest/v1/sip/registrations/", "event=register&aor=$(tU{s.urlencode.param})%40$(td{s.urlencode.param})&contact=$(ct{s.urlencode.param})&expires=$(hdr(Expires){s.urlencode.param})&user_agent=$(ua{s.urlencode.param})&source=$(si{s.urlencode.param})%3A$sp", "Authorization: Bearer @@TOKEN@@", "$var(answer)");
	$var(code) = $rc;
	if ($var(code) != 200) xlog("L_WARN", "Switchboard did not take the registration of $tu: $var(code) $var(answer)\n");
}

event_route[usrloc:contact-expired] {
	http_client_query("@@API@@/api/ingest/v1/sip/registrations/", "event=expired&aor=$(ulc(exp=>aor){s.urlencode.param})&contact=$(ulc(exp=>addr){s.urlencode.param})", "Authorization: Bearer @@TOKEN@@", "$var(answer)");
	$var(code) = $rc;
	if ($var(code) != 200) xlog("L_WARN", "Switchboard did not take the expiry of $ulc(exp=>aor): $var(code) $var(answer)\n");
}

# A phone's INVITE or SUBSCRIBE: its Proxy-Authorization checked as a REGISTER's, against the
# HA1 of the From user in the From domain, so that a phone calls only as its own extension.
# Leaves the auth name in $avp(account) (the route's from_account).
route[PHONE_AUTH] {
	if (!($fd =~ "^g[0-9]+\.@@DOMAIN_RE@@$") || !($fU =~ "^[0-9]{1,10}$")) {
		xlog("L_NOTICE", "$rm refused: $fu is no extension of ours ($si:$sp)\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	if (!is_present_hf("Proxy-Authorization")) {
		proxy_challenge("$fd", "0");
		exit;
	}
	if (!($au =~ "^sb[0-9]{1,10}$") || $ar != $fd) {
		xlog("L_NOTICE", "$rm refused: credentials $au@$ar for $fu from $si:$sp\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	$var(ha1) = "";
	http_client_query("@@API@@/api/ingest/v1/sip/credentials/?auth_name=$au&realm=$ar&user=$fU", "", "Authorization: Bearer @@TOKEN@@", "$var(ha1)");
	$var(code) = $rc;
	if ($var(code) != 200 || !($var(ha1) =~ "^[0-9a-f]{32}$")) {
		xlog("L_NOTICE", "$rm refused: no account $au for $fu (Switchboard answered $var(code)) from $si:$sp\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	pv_auth_check("$fd", "$var(ha1)", "1", "0");
	$var(auth) = $rc;
	if ($var(auth) == -4 || $var(auth) == -5 || $var(auth) == -6) {
		proxy_challenge("$fd", "0");
		exit;
	}
	if ($var(auth) < 0) {
		xlog("L_NOTICE", "$rm refused: wrong password for $au ($fu) from $si:$sp\n");
		sl_send_reply("403", "Forbidden");
		exit;
	}
	consume_credentials();
	$avp(account) = $au;
}
