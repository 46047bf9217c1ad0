import EvidenceCore

/// What the simulator, the destination and the test runner say when they, not the app, failed
/// (`SignalCatalog`'s infrastructure signal).
package enum TestInfrastructure {
    package static func isProblem(_ text: String) -> Bool { signal.matches(text) }

    /// The phrase of `text` that says so.
    package static func phrase(in text: String) -> String? { signal.phrase(in: text) }

    private static let signal = SignalCatalog.signal(.infrastructure)
}
