# What storefront.vcl takes from the site: the shop's processes, how requests are spread over them,
# and who may purge. Copy to site.vcl beside storefront.vcl (or onto varnishd's vcl_path) and edit.
import directors;

backend shop1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = { .url = "/api/v1/health/ready"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

backend shop2 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = { .url = "/api/v1/health/ready"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

sub vcl_init {
    new shop = directors.round_robin();
    shop.add_backend(shop1);
    shop.add_backend(shop2);
}

# The shop's processes purge by key (HTTP_CACHE_PURGE=varnish:http://<this varnish>:6081).
acl purgers {
    "localhost";
    "127.0.0.1";
    "::1";
}
