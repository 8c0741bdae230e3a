import Models

extension Site {
    /// The HTML a page's `template` renders for `outputs`, afresh and uncached, exactly as a cold
    /// request would render it: Benchmarks/PageBenchmark times the render phase on its own with it.
    public func renderedHTML<Outputs: Encodable & Hashable & Sendable>(
        _ outputs: Outputs, template: String,
        language: Language
    ) -> [UInt8] {
        pages.html(outputs, template: template, language: language)
    }
}
