# Announcements with rtpengine (issue 18). Included by kamailio.cfg when SIP_RTPENGINE is set.
#
# A play_media step (an announcement block) is played by rtpengine itself, before anyone
# answers: Kamailio
#   1. asks Switchboard where each of the block's media files is on this machine
#      (GET /api/platform/v1/media_file/<id>/local/: rtpengine's `play media` reads files);
#   2. makes rtpengine a call for the caller alone: an offer with the caller's SDP, and an answer
#      with a silent far end (127.0.0.1:9, the discard port) under the to-tag `sb-announce`, whose
#      result is rtpengine's SDP for the caller;
#   3. answers the caller 183 Session Progress with that SDP (early media) and has rtpengine play
#      the files one after the other (`play media`, to the caller's From tag); each file's length
#      comes from rtpengine's answer (media_duration), else from Switchboard's;
#   4. when the last file has played (async_ms_route: no process waits), deletes the rtpengine
#      call and asks for the next step with `media_done`. The next step's INVITE carries the
#      caller's own SDP (the exchange above used read_sdp_pv/write_sdp_pv and left the body
#      untouched), so whoever answers talks to the caller directly.
# A caller without SDP in its INVITE (a late offer) cannot get early media: the announcement is
# skipped (logged) and the call goes on.

#!ifdef WITH_RTPENGINE
route[ANNOUNCE] {
	# (The call's dialog and its report start with the step that rings: a DID's group is known
	# from the extensions it rings, reporting.cfg.)
	$var(n) = 0;
	jansson_array_size("media.files", "$var(answer)", "$var(n)");
	$avp(play_count) = 0;
	$var(i) = 0;
	while ($var(i) < $var(n) && has_body("application/sdp")) {
		$var(id) = 0;
		jansson_get("media.files[$var(i)]", "$var(answer)", "$var(id)");
		$var(res) = "";
		http_client_get("@@API@@/api/platform/v1/media_file/$var(id)/local/", "", "Authorization: Token @@TOKEN@@", "$var(res)");
		if ($rc == 200) {
			$var(path) = "";
			$var(ms) = 0;
			jansson_get("path", "$var(res)", "$var(path)");
			jansson_get("duration_ms", "$var(res)", "$var(ms)");
			$sht(calls=>$ci::play::$avp(play_count)) = $var(path);
			$sht(calls=>$ci::play_ms::$avp(play_count)) = $var(ms);
			$avp(play_count) = $avp(play_count) + 1;
		} else {
			xlog("L_WARN", "call $ci: media file $var(id) of block $var(block) cannot be played ($rc $var(res))\n");
		}
		$var(i) = $var(i) + 1;
	}
	if ($avp(play_count) == 0 || !has_body("application/sdp")) {
		xlog("L_WARN", "call $ci: announcement $var(block) skipped (no playable file, or no SDP to answer early media to)\n");
		$var(outcome) = "media_done";
		route(ASK);
		exit;
	}
	$var(rtpe_in) = $rb;
	if (!rtpengine_offer("ICE=remove codec-transcode=PCMU")) {
		xlog("L_ERR", "call $ci: rtpengine refused the announcement's offer\n");
		$var(outcome) = "media_done";
		route(ASK);
		exit;
	}
	# The far end's side, offered back to the caller (Kamailio's rtpengine_answer takes no INVITE):
	# its result is rtpengine's SDP for the caller, on the caller's own ports.
	$var(rtpe_in) = "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio 9 RTP/AVP 0\r\na=rtpmap:0 PCMU/8000\r\na=sendrecv\r\n";
	if (!rtpengine_offer("from-tag=sb-announce to-tag=$ft ICE=remove")) {
		xlog("L_ERR", "call $ci: rtpengine refused the announcement's answer\n");
		rtpengine_delete();
		$var(outcome) = "media_done";
		route(ASK);
		exit;
	}
	set_reply_body("$var(rtpe_out)", "application/sdp");
	t_reply("183", "Session Progress");
	$avp(play_next) = 0;
	route(PLAY_NEXT);
}

# Plays the call's next file and comes back when it has played; after the last, the next step.
route[PLAY_NEXT] {
	if (t_is_canceled()) {
		rtpengine_delete();
		exit;
	}
	if ($avp(play_next) >= $avp(play_count)) {
		rtpengine_delete();
		$var(outcome) = "media_done";
		route(ASK);
		exit;
	}
	$var(file) = $sht(calls=>$ci::play::$avp(play_next));
	$var(ms) = $sht(calls=>$ci::play_ms::$avp(play_next));
	$avp(play_next) = $avp(play_next) + 1;
	$avp(media_ms) = -1;
	if (!play_media("file=$var(file)")) {
		xlog("L_WARN", "call $ci: rtpengine did not play $var(file)\n");
		route(PLAY_NEXT);
		exit;
	}
	if ($avp(media_ms) > 0) $var(ms) = $avp(media_ms);
	# (Kept in the table as text: async_ms_route wants a number.)
	$var(ms) = $(var(ms){s.int});
	if ($var(ms) <= 0) $var(ms) = 5000;
	async_ms_route("PLAY_NEXT", "$var(ms)");
	exit;
}
#!endif
