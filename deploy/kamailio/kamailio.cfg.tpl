#!KAMAILIO
#
# Switchboard's SIP engine: registrar (issue 17), call routing, BLF presence and call reporting
# (issue 18). A template: scripts/sip.mjs (`npm run sip`) fills the @@…@@ values of this file
# and of the files it includes, and runs Kamailio in the foreground with the result. Kamailio
# keeps no account and no call flow of its own: it asks Switchboard.
#
#   registrar.cfg  REGISTER: digest against the HA1 Switchboard answers, bindings reported back
#   routing.cfg    INVITE: each step of the call asked of POST /api/platform/v1/route, then
#                  dialled (targets with their delay and timeout), replied or handed to media
#   reporting.cfg  the call's live events and its call record posted to /api/ingest/v1/
#   presence.cfg   BLF: SUBSCRIBE to `dialog` events, NOTIFYs from the calls' dialogs
#   pickup.cfg     the pickup code: a colleague's ringing call taken with Replaces
#   announcement.cfg  announcements played by rtpengine as early media (SIP_RTPENGINE)
#
# Domains: each group has its own, g<group id>.<SIP_DOMAIN>; usrloc keeps user@domain, so 201
# of one group and 201 of another are two bindings. The digest realm is the domain.

@@RTPENGINE_DEFINE@@
debug=@@DEBUG@@
log_stderror=yes
fork=yes
# SIP worker processes. Each new call's INVITE holds its worker while Switchboard answers the
# route (http_client is synchronous): with 2 workers, both waited on the API at 50 calls/s and
# the phones' 180/200 sat unread in the socket for over T1 (500 ms), so tm sent the INVITE again
# to phones that had answered it (SIPp: "unexpected message while expecting ACK"). Sixteen cover
# 200 calls/s at up to 80 ms per routing answer; a waiting worker costs no CPU. SIP_CHILDREN
# (scripts/sip.mjs) sets another count, for comparing them.
children=@@CHILDREN@@
auto_aliases=no
listen=udp:@@LISTEN@@
tcp_children=1
# The async module's millisecond timer (a ring-group member's delay) hands its routes to these processes.
async_workers=2
disable_tcp=yes
# reporting.cfg drains its queue in loops of up to 1,000 reports (the default stops loops at 100).
max_while_loops=1100
# A batch of live events is one string (reporting.cfg: at most 60,000 bytes) that every
# function printing it copies into one of these buffers. At the default 8 KB, a batch that grew
# while the API was slow overflowed ("pv_printf_mode(): buffer overflow"), went out empty and was
# refused, and its events were lost. Ten of them per process: 640 KB of the 8 MB (-M 8).
pv_buffer_size=65536
server_header="Server: Switchboard SIP"
user_agent_header="User-Agent: Switchboard SIP"

@@LOADPATH@@
loadmodule "kex.so"
loadmodule "corex.so"
loadmodule "tm.so"
loadmodule "tmx.so"
loadmodule "sl.so"
loadmodule "rr.so"
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
loadmodule "jansson.so"
loadmodule "htable.so"
loadmodule "async.so"
loadmodule "dialog.so"
loadmodule "db_text.so"
loadmodule "presence.so"
loadmodule "presence_dialoginfo.so"
loadmodule "pua.so"
loadmodule "pua_dialoginfo.so"
loadmodule "mqueue.so"
loadmodule "rtimer.so"
#!ifdef WITH_RTPENGINE
loadmodule "rtpengine.so"
#!endif

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
modparam("http_client", "keep_connections", 1)

# A final answer waits at most what the route's step says (set per step with t_set_fr); a call
# lives at most an hour of ringing steps.
modparam("tm", "fr_timer", 30000)
modparam("tm", "fr_inv_timer", 60000)
modparam("tm", "max_inv_lifetime", 3600000)
modparam("tm", "auto_inv_100", 1)
modparam("tm", "failure_reply_mode", 3)
modparam("rr", "append_fromtag", 1)
modparam("async", "workers", 2)
# A ring-group member's delay waits on this 10 ms tick (async_ms_route), not on whole seconds.
modparam("async", "ms_timer", 10)

#!ifdef WITH_RTPENGINE
# rtpengine plays announcements (announcement.cfg). Its SDP goes through variables, never the
# INVITE's body: the caller's own SDP goes on to whoever answers after the announcement.
modparam("rtpengine", "rtpengine_sock", "udp:@@RTPENGINE@@")
modparam("rtpengine", "read_sdp_pv", "$var(rtpe_in)")
modparam("rtpengine", "write_sdp_pv", "$var(rtpe_out)")
modparam("rtpengine", "media_duration", "$avp(media_ms)")
#!endif

# The call's facts while it lasts, by Call-ID: its step targets (for the delayed hop, see
# routing.cfg), its legs and who answered (for reporting.cfg). Gone an hour after the call.
# 2^14 slots: a call leaves some 17 entries for that hour, and at 2^10 slots the lists Kamailio
# walks on each read and write grew past 30 entries in a 2,000-call run (ht_set_cell_ex and
# ht_cell_pkg_copy were 7.5 % of its CPU samples under `perf` at 100 calls/s).
modparam("htable", "htable", "calls=>size=14;autoexpire=3600;")

# Reports wait in this queue for the two posting processes (reporting.cfg), not in the SIP
# workers: a worker that waited on each of a call's reports held up the calls behind it. Bounded
# (about 20 MB of shared memory): when the API falls that far behind, the oldest reports are
# dropped rather than the shared memory the calls need (a 200,000 queue took all of 64 MB at 200/s).
modparam("mqueue", "mqueue", "name=reports;size=20000")
# Every 100 ms: at 200 calls/s a batch then carries some 60 live events instead of 3 to 6, and
# the API's cost per batch (the token, the group, the transaction, the portals told) is paid
# 20 times a second instead of a hundred. The wallboard hears of a call at most 0.1 s later.
modparam("rtimer", "timer", "name=report1;interval=100000u;mode=1")
modparam("rtimer", "timer", "name=report2;interval=100000u;mode=1")
modparam("rtimer", "exec", "timer=report1;route=REPORTS")
modparam("rtimer", "exec", "timer=report2;route=REPORTS")

# Dialogs in memory; their events drive the reports and the BLF.
modparam("dialog", "enable_stats", 0)
modparam("dialog", "default_timeout", 43200)
# Each hop keeps a dialog of its own beside the caller's (presence.cfg: the BLF of the extension
# it rings), with the caller's Call-ID and From tag: not a spiral of the caller's dialog.
modparam("dialog", "detect_spirals", 0)

#!define FLT_PUBLISH 9
#!define FLT_CALLER_PHONE 10
# The dialog flag of a hop's own dialog (presence.cfg), and its bit as $dlg(sflags) reads it
# ($dlg_var would not do: it finds a dialog by Call-ID and tags, which the hop's and the
# caller's dialogs share; $dlg() reads the event's own).
#!define DLG_HOP 0
#!define DLG_HOP_MASK 1

include_file "registrar.cfg"
include_file "routing.cfg"
include_file "reporting.cfg"
include_file "presence.cfg"
include_file "pickup.cfg"
include_file "announcement.cfg"

request_route {
	if (!mf_process_maxfwd_header("10")) {
		sl_send_reply("483", "Too Many Hops");
		exit;
	}
	if (!sanity_check("1511", "7")) {
		exit;
	}
	if (is_method("OPTIONS") && uri == myself && !has_totag()) {
		sl_send_reply("200", "OK");
		exit;
	}
	if (is_method("REGISTER")) {
		route(REGISTRAR);
		exit;
	}
	if (is_method("SUBSCRIBE|PUBLISH")) {
		route(PRESENCE);
		exit;
	}
	if (is_method("CANCEL")) {
		if (t_check_trans()) t_relay();
		exit;
	}
	if (has_totag()) {
		route(WITHIN_DIALOG);
		exit;
	}
	# Retransmissions of a request being handled are absorbed by its transaction.
	if (t_check_trans()) exit;
	if (is_method("INVITE")) {
		route(INVITE);
		exit;
	}
	if (!is_method("ACK")) sl_send_reply("405", "Method Not Allowed");
	exit;
}

# In-dialog requests follow the route set recorded by the INVITE (BYE, re-INVITE, ACK of 200).
route[WITHIN_DIALOG] {
	if (loose_route()) {
		t_relay();
		exit;
	}
	if (is_method("ACK")) {
		# The ACK of a non-2xx final answer belongs to its transaction.
		if (t_check_trans()) t_relay();
		exit;
	}
	if (uri == myself && is_method("BYE")) {
		# The end of a call Kamailio answered itself (a feature code's 200, routing.cfg).
		sl_send_reply("200", "OK");
		exit;
	}
	sl_send_reply("404", "Not Here");
}
