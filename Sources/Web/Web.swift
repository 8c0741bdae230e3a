import HTTPServer
import Mustache
/// Routes, handlers, rendering.
public enum Web {}
