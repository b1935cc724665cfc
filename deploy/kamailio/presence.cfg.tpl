# BLF (issue 18): a phone's SUBSCRIBE to the `dialog` events of a colleague's extension is
# answered here (presence, presence_dialoginfo), and the calls' dialogs are published to it
# (pua_dialoginfo through pua): NOTIFYs go early, confirmed, terminated as the colleague's call
# rings, is answered and ends. Included by kamailio.cfg.
#
# pua_dialoginfo reads the AORs it publishes once, when a dialog is created. So the calling
# phone's AOR ($avp(blf_caller)) is the caller's dialog's, and each extension a call rings gets
# a dialog of its own: the hop that rings it (routing.cfg) records the route and keeps a dialog
# publishing that extension ($avp(blf_callee)), whichever step rings it (a Dial's later tier, a
# ring group after a resume, a forwarding). In-dialog requests then pass Kamailio twice (the
# caller's dialog, the hop's), so both see the answer and the end.
#
# Only a watched extension is published: pres_has_subscribers asks the presence module whether
# anyone subscribes to its `dialog` events now. Each published state is a PUBLISH that Kamailio
# sends itself and stores beside every other state held for that extension, re-read on each
# one: at 200 calls/s to one extension that was half of Kamailio's CPU, for keys nobody had. A
# key subscribed while a call is already under way lights from that extension's next call.
#
# State in memory only (subs_db_mode 0, publ_cache 2, pua db_mode 0): the modules still open
# their database at start, db_text in the run folder (scripts/sip.mjs copies Debian's tables).

modparam("presence", "db_url", "text://@@DBTEXT@@")
modparam("presence", "subs_db_mode", 0)
modparam("presence", "publ_cache", 2)
modparam("presence", "server_address", "sip:@@LISTEN@@")
modparam("presence", "max_expires", 3600)
# One dialog per NOTIFY, the most telling (early, confirmed, …, terminated last): what a BLF LED
# shows, and what phones that read one dialog element expect. Without it, a call that ended in
# the last seconds (pua_dialoginfo keeps `terminated` ten seconds) would sit beside the new one.
modparam("presence_dialoginfo", "force_single_dialog", 1)
modparam("pua", "db_url", "text://@@DBTEXT@@")
modparam("pua", "db_mode", 0)
modparam("pua", "outbound_proxy", "sip:@@LISTEN@@")
modparam("pua_dialoginfo", "use_pubruri_avps", 1)
modparam("pua_dialoginfo", "pubruri_caller_avp", "$avp(blf_caller)")
modparam("pua_dialoginfo", "pubruri_callee_avp", "$avp(blf_callee)")
modparam("pua_dialoginfo", "send_publish_flag", FLT_PUBLISH)
modparam("pua_dialoginfo", "override_lifetime", 3700)
modparam("pua_dialoginfo", "pubruri_caller_dlg_var", "blf_caller")
modparam("pua_dialoginfo", "pubruri_callee_dlg_var", "blf_callee")

route[PRESENCE] {
	if (is_method("PUBLISH")) {
		# Only pua's own PUBLISHes, sent from this Kamailio to itself.
		if ($si != "@@SELF_HOST@@" || $sp != @@SELF_PORT@@) {
			sl_send_reply("403", "Forbidden");
			exit;
		}
	} else {
		if ($hdr(Event) != "dialog") {
			append_to_reply("Allow-Events: dialog\r\n");
			sl_send_reply("489", "Bad Event");
			exit;
		}
		if (!has_totag()) {
			route(PHONE_AUTH);
			# A colleague of the same group: its domain is the watcher's.
			if ($rd != $fd || !($rU =~ "^[0-9]{1,10}$")) {
				sl_send_reply("403", "Forbidden");
				exit;
			}
		}
	}
	if (!t_newtran()) {
		sl_reply_error();
		exit;
	}
	if (is_method("PUBLISH")) {
		handle_publish();
	} else {
		handle_subscribe();
	}
	t_release();
	exit;
}

# The hop rings an extension: its own dialog publishes that extension's state, when watched
# (unwatched, the hop keeps no dialog and records no route: in-dialog requests pass once). Its dialog flag
# DLG_HOP (kamailio.cfg) tells reporting.cfg to leave the call's report to the caller's dialog.
route[HOP_BLF] {
	if (!pres_has_subscribers("$avp(hop_aor)", "dialog")) return;
	record_route();
	$avp(blf_callee) = $avp(hop_aor);
	setflag(FLT_PUBLISH);
	dlg_manage();
	dlg_setflag(DLG_HOP);
}

# A phone's own call ($fU@$fd, the From of a caller phone or of a pickup) is published from
# the call's dialog, when someone watches that extension.
route[CALLER_BLF] {
	if (!isflagset(FLT_CALLER_PHONE) || !pres_has_subscribers("sip:$fU@$fd", "dialog")) return;
	$avp(blf_caller) = "sip:" + $fU + "@" + $fd;
	setflag(FLT_PUBLISH);
}
