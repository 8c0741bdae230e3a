#ifndef KIOSK_CCURL_H
#define KIOSK_CCURL_H
#include <curl/curl.h>

/// curl_easy_setopt and curl_easy_getinfo are variadic; Swift cannot call C variadics, so each
/// argument type gets a typed wrapper.
static inline CURLcode kiosk_curl_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode kiosk_curl_setopt_off(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode kiosk_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode kiosk_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode kiosk_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
typedef size_t (*kiosk_curl_data_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);
static inline CURLcode kiosk_curl_setopt_data_callback(CURL *h, CURLoption o, kiosk_curl_data_callback v) { return curl_easy_setopt(h, o, v); }
typedef int (*kiosk_curl_xferinfo_callback)(void *clientp, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);
static inline CURLcode kiosk_curl_setopt_xferinfo_callback(CURL *h, kiosk_curl_xferinfo_callback v) { return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, v); }
static inline CURLcode kiosk_curl_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode kiosk_curl_getinfo_string(CURL *h, CURLINFO i, char **v) { return curl_easy_getinfo(h, i, v); }
#endif
