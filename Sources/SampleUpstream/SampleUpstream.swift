import HTTPServer
/// A loopback server speaking the four APIs from bundled sample data.
public enum SampleUpstreamPlaceholder {}
