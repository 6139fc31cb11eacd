# The reference edge: Varnish in front of the production server (server/), set up the way a
# CDN is. deploy/edge/README.md explains each rule and how it maps onto Fastly or Cloudflare.
vcl 4.1;

import std;
import xkey;

# The production server. scripts/edge/start-varnish.ts rewrites this host and port when it starts
# Varnish for `npm start -- --edge`, the tests and the bench.
backend origin {
    .host = "127.0.0.1";
    .port = "9000";
    .connect_timeout = 1s;
    # The server's API proxy gives up after 15 s; wait a little longer than that.
    .first_byte_timeout = 20s;
    # Sick after three failed looks of five (about 3 s when the origin is down: a refused
    # connection fails at once); 2 s to answer, because the origin shares its machine with
    # `gatsby build`, and while it is marked sick every staff and API request gets a 503.
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}

# Only the server on this machine may purge (server/releases/edge-purge.ts).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # The edge is the visitor's first hop: whatever a client wrote in X-Forwarded-For is
    # replaced by the address it connected from, the one the server's rate limits count.
    set req.http.X-Forwarded-For = client.ip;
    # The host a visitor claims to be forwarded for is theirs to write: the server would pick
    # a redirect from it, cached under the real Host for everyone. Only Host itself goes on.
    unset req.http.X-Forwarded-Host;
    unset req.http.Forwarded;
    if (req.restarts == 0) {
        # Set only by vcl_deliver below, never by a visitor.
        unset req.http.X-Edge-Stale-Retry;
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "A PURGE needs a Surrogate-Key header"));
        }
        # Soft: the copies expire now but stay available to grace while the origin is down.
        set req.http.X-Edge-Purged = xkey.softpurge(req.http.Surrogate-Key);
        return (synth(200, "Purged " + req.http.X-Edge-Purged));
    }

    # The API proxy, the hooks, the health check and the staff console are never cached, and
    # keep their cookies (the console's session cookie is sent for /staff only).
    if (req.url ~ "^/(rest|hooks|staff)/" || req.url ~ "^/(healthz|staff)(\?|$)") {
        return (pass);
    }
    # The server reads /%73taff/ as /staff/, so the rule above cannot see every console or API
    # address. A path that spells a plain letter, digit or "-._~" as %xx is one no page links
    # to (RFC 3986 6.2.2.2): it goes to the server untouched and is never cached.
    if (req.url ~ "(?i)^[^?]*%(3[0-9]|4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae]|2[de])") {
        return (pass);
    }
    # A staff member previewing a kept build (server/console/preview.ts): the server
    # answers from that build, for that signed-in person only; nothing is cached either way.
    if (req.http.Cookie ~ "(^|;\s*)plu_staff_preview=") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # Pages and files are the same for everyone: a cookie never makes them uncacheable.
    unset req.http.Cookie;
    unset req.http.Authorization;
    if (req.http.X-Edge-Stale-Retry) {
        # The origin failed this request: any copy within its grace beats an error.
        set req.grace = 24h;
    } else if (std.healthy(req.backend_hint)) {
        # A healthy origin answers at once: an expired or purged copy is fetched again
        # before it is shown, so a new release shows on the next request.
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_backend_fetch {
    unset bereq.http.X-Edge-Stale-Retry;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.status >= 500) {
        # Keep the copy we have rather than an error; the next request tries again.
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The server's word that an answer is for one person, or not to be kept (the console,
    # a preview, the API proxy, the hooks), holds whatever address it was asked at. As
    # Varnish's built-in rule: not stored, and not held up behind a fetch (hit-for-miss).
    if (beresp.http.Cache-Control ~ "(?i)(^|[,\s])(private|no-store|no-cache)([,=\s]|$)") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # An answer that is cached never carries a cookie (the anti-forgery cookie is handed
    # out by the API proxy's answers, which are never cached).
    unset beresp.http.Set-Cookie;
    # Surrogate-Control is the edge's own TTL (server/shared/cache-headers.ts); browsers still get
    # Cache-Control: max-age=0, must-revalidate for pages and page-data.
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
    }
    set beresp.grace = 24h;
    if (beresp.http.Surrogate-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Surrogate-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 24h);
    }
    # Tags for purging: Surrogate-Key is Fastly's header, xkey is what vmod_xkey reads.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    return (deliver);
}

sub vcl_backend_error {
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # The origin failed (down, restarting): look again, this time accepting a stale copy.
    if (resp.status >= 500 && req.restarts == 0 && req.method != "PURGE" &&
        req.url !~ "^/(rest|hooks|staff)/" && req.url !~ "^/(healthz|staff)(\?|$)" &&
        (req.method == "GET" || req.method == "HEAD")) {
        set req.http.X-Edge-Stale-Retry = "1";
        return (restart);
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.Surrogate-Control;
    unset resp.http.Surrogate-Key;
    unset resp.http.xkey;
}
