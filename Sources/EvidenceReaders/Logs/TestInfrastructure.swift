import EvidenceCore

/// What the simulator, the destination, the test runner and the machine say when they, not the app,
/// failed (`SignalCatalog`'s infrastructure signal, and the machine's own phrases): the run's
/// problem, owned by whoever keeps the CI, never a build error.
package enum TestInfrastructure {
    package static func isProblem(_ text: String) -> Bool { signal.matches(text) || machinePhrase(in: text) != nil }

    /// The phrase of `text` that says so.
    package static func phrase(in text: String) -> String? { signal.phrase(in: text) ?? machinePhrase(in: text) }

    private static let signal = SignalCatalog.signal(.infrastructure)

    /// The machine itself (a full disk): the run's problem wherever it is said. Not in the catalog,
    /// whose signals are read into a test's evidence: a full disk says nothing of a test's code.
    static let machinePhrases = ["No space left on device", "There is not enough disk space", "not enough free disk space", "The disk is full"]

    /// Whether `text` says the machine's disk is full.
    package static func isDiskFull(_ text: String) -> Bool { machinePhrase(in: text) != nil }

    private static func machinePhrase(in text: String) -> String? {
        machinePhrases.first { text.contains($0) }
    }

    /// `issues` split into the run's (infrastructure) and the others, each in its order.
    package static func partition(_ issues: [TestIssue]) -> (infrastructure: [TestIssue], others: [TestIssue]) {
        var infrastructure: [TestIssue] = [], others: [TestIssue] = []
        for issue in issues {
            if isProblem(issue.message) { infrastructure.append(issue) } else { others.append(issue) }
        }
        return (infrastructure, others)
    }

    /// Each distinct error once, the first saying of it kept: xcodebuild says one error up to three
    /// times (`xcodebuild: error: …`, then `App encountered an error (…)` for each target).
    package static func distinct(_ issues: [TestIssue]) -> [TestIssue] {
        var seen: Set<String> = []
        return issues.filter { seen.insert(error(in: $0.message)).inserted }
    }

    /// The error a message states, without what xcodebuild wraps it in.
    package static func error(in message: String) -> String {
        var text = Substring(message).drop { $0 == " " || $0 == "\t" }
        for prefix in ["xcodebuild: error: ", "error: "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if let open = text.range(of: " encountered an error ("), text.hasSuffix(")"), !text[..<open.lowerBound].contains(" ") {
            text = text[open.upperBound..<text.index(before: text.endIndex)]
        }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
