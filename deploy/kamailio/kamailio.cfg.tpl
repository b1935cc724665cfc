#!KAMAILIO
#
# Switchboard's SIP registrar (issue 17). A template: scripts/sip.mjs (`npm run sip`) fills the
# @@…@@ values and runs Kamailio in the foreground with the result. It keeps no account of its
# own: each REGISTER's credentials are checked against the HA1 Switchboard answers
# (GET /api/ingest/v1/sip/credentials/), and each accepted REGISTER and each expiry is posted
# to Switchboard (POST /api/ingest/v1/sip/registrations/), which keeps the registration state.
#
# Domains: each group has its own, g<group id>.<SIP_DOMAIN>; usrloc keeps user@domain, so 201
# of one group and 201 of another are two bindings. The digest realm is the domain.

debug=@@DEBUG@@
log_stderror=yes
fork=yes
children=@@CHILDREN@@
auto_aliases=no
listen=udp:@@LISTEN@@
tcp_children=1
disable_tcp=yes
server_header="Server: Switchboard registrar"
user_agent_header="User-Agent: Switchboard registrar"

@@LOADPATH@@
loadmodule "kex.so"
loadmodule "corex.so"
loadmodule "tm.so"
loadmodule "sl.so"
loadmodule "pv.so"
loadmodule "maxfwd.so"
loadmodule "textops.so"
loadmodule "siputils.so"
loadmodule "xlog.so"
loadmodule "sanity.so"
loadmodule "usrloc.so"
loadmodule "registrar.so"
loadmodule "auth.so"
loadmodule "http_client.so"

# Bindings in memory only: Switchboard holds the state people see.
modparam("usrloc", "db_mode", 0)
modparam("usrloc", "use_domain", 1)
modparam("usrloc", "timer_interval", @@TIMER@@)
modparam("registrar", "max_expires", 3600)
modparam("registrar", "min_expires", @@MIN_EXPIRES@@)
modparam("registrar", "default_expires", 3600)
modparam("auth", "nonce_expire", 300)
modparam("http_client", "connection_timeout", 3)
modparam("http_client", "query_result", 1)
modparam("http_client", "httpredirect", 0)

request_route {
	if (!mf_process_maxfwd_header("10")) {
		sl_send_reply("483", "Too Many Hops");
		exit;
	}
	if (!sanity_check("1511", "7")) {
		exit;
	}
	if (is_method("OPTIONS") && uri == myself) {
		sl_send_reply("200", "OK");
		exit;
	}
	if (!is_method("REGISTER")) {
		if (!is_method("ACK")) sl_send_reply("405", "Method Not Allowed");
		exit;
	}
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
