# The storefront's Varnish tier (decision 041): a shared cache in front of any number of shop
# processes. The shop decides what may be kept (Cache-Control with s-maxage for a guest's page or
# public API answer, public for static files, private or nothing for anything else: not kept) and
# names its surrogate keys; this VCL only
#  - passes every request with the session cookie (`sid`) and every write, untouched;
#  - keeps, of a guest's cookies, only those a page varies on and drops the rest (analytics);
#  - reduces a guest's Accept-Language to the shop's languages in the order asked;
#  - keys a page by the layout its user agent implies instead of the whole agent string;
#  - serves stale within the answer's stale-while-revalidate while it fetches it again;
#  - purges by key (`PURGE` with an `xkey` header, a soft purge) from the addresses of the `purgers` ACL only;
#  - says in X-Cache whether an answer was a HIT, a MISS or a PASS.
# site.vcl (beside this file or on vcl_path) declares the backends, the `shop` director and the
# `purgers` ACL: see site.example.vcl.
vcl 4.1;

import cookie;
import std;
import xkey;

include "site.vcl";

sub vcl_recv {
    set req.backend_hint = shop.backend();
    unset req.http.X-Agent-Layout;

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Soft: a purged answer is stale, not gone. The next guest gets it once more (within its grace,
        # the answer's stale-while-revalidate) while it is fetched again, so a purge never puts a guest
        # behind a render: on a sale day every order's stock change purges its products' pages and listings.
        if (req.http.xkey) {
            set req.http.X-Purged = xkey.softpurge(req.http.xkey);
            return (synth(200, "Purged " + req.http.X-Purged));
        }
        return (purge);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A shopper's request: their own page, never kept nor answered from the cache.
    if (req.http.Cookie ~ "(^|;\s*)sid=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }

    # A guest's cookies: the display choices and the app's mode shape a page; the rest do not.
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        cookie.keep("locale,viewport,items_per_row,town_notification,favourites_sort,cookie_consent,app_mode");
        set req.http.Cookie = cookie.get_string();
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }

    # The shop's languages a guest asks for, in order, as translator.ts detectLocale reads the header
    # (browsers list it by preference): one page for every browser asking the same.
    if (req.http.Accept-Language) {
        set req.http.Accept-Language = std.tolower(regsuball(req.http.Accept-Language, "[-;][^,]*|\s", ""));
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "(^|,)(?!(ru|en|kk)(,|$))[^,]*", "");
        set req.http.Accept-Language = regsuball(req.http.Accept-Language, "\b(\w+)(,\1\b)+", "\1");
        set req.http.Accept-Language = regsub(req.http.Accept-Language, "^,+", "");
        if (req.http.Accept-Language == "") {
            unset req.http.Accept-Language;
        }
    }

    # The layout the agent implies without the viewport cookie (domain constants.ts viewportOfAgent):
    # robots and TV browsers get the desktop's, everyone else the phone's.
    if (req.http.User-Agent ~ "(?i)bot\b|bot/|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse|smart-?tv|hbbtv|appletv|googletv|crkey|roku|web0s|netcast|bravia|\baft[a-z]\b"
        || req.http.User-Agent ~ "(?i)(tizen|webos)[^;)]*tv") {
        set req.http.X-Agent-Layout = "desktop";
    } else {
        set req.http.X-Agent-Layout = "mobile";
    }
    return (hash);
}

sub vcl_hash {
    # Host and scheme the shop builds its links from (a proxy in front may name them).
    hash_data(req.http.X-Forwarded-Host);
    hash_data(req.http.X-Forwarded-Proto);
    hash_data(req.http.X-Agent-Layout);
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_backend_fetch {
    unset bereq.http.X-Agent-Layout;
}

sub vcl_backend_response {
    # Only what the shop marks for shared caches is kept (s-maxage); an answer without a word on it
    # would otherwise be kept for default_ttl whatever it depends on.
    if (beresp.http.Cache-Control !~ "(?i)(s-maxage|public)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # xkey reads the keys from its own header; the shop names them in Surrogate-Key.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # The agent is in the hash as its layout (vcl_hash): every agent of a layout shares the page.
    if (beresp.http.Vary) {
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(,\s*)?user-agent", "");
        set beresp.http.Vary = regsub(beresp.http.Vary, "^,\s*", "");
    }
    # Past its grace an answer is kept an hour more to be fetched again conditionally: an unchanged API
    # answer (its ETag) then comes back as a 304 without its body.
    set beresp.keep = 1h;
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (req.http.X-Cache) {
        set resp.http.X-Cache = req.http.X-Cache;
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
