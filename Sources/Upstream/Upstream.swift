import Models
/// The upstream API clients (libcurl), the cache and the image fetcher.
public enum Upstream {}
