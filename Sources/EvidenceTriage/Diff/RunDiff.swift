import EvidenceCore

/// What changed between two triaged runs of the same suite (a PR's base and head): the question a
/// reviewer asks first — did my change break this, or was it already broken?
public struct RunDiff: Sendable {
    /// One test's status and, when it failed, its label, as one run reported it.
    public struct Side: Sendable, Equatable {
        public var status: TestStatus
        public var category: TriageCategory?
        public var rule: String?
        public var message: String?
    }

    public struct Change: Sendable, Equatable {
        public var test: String
        /// nil when the test is absent from that run.
        public var base: Side?
        public var head: Side?

        /// A test failing in both runs whose label changed.
        public var categoryChanged: Bool {
            base?.category != nil && head?.category != nil && base?.category != head?.category
        }
    }

    public var base: TriageResult
    public var head: TriageResult
    /// Failed in head, not in base (passed, flaky, skipped there, or absent).
    public var new: [Change]
    /// Failed in base, passed in head.
    public var fixed: [Change]
    /// Failed in both; `categoryChanged` when the label moved.
    public var stillFailing: [Change]
    /// Flaky in head (failed, then passed on retry), not in base.
    public var newlyFlaky: [Change]
    /// In base, absent from head: deleted, renamed, or not run.
    public var disappeared: [Change]

    public init(base: TriageResult, head: TriageResult) {
        self.base = base
        self.head = head
        let baseSides = Self.sides(base)
        let headSides = Self.sides(head)
        var new: [Change] = [], fixed: [Change] = [], still: [Change] = [], flaky: [Change] = [], gone: [Change] = []
        for test in Set(baseSides.keys).union(headSides.keys).sorted() {
            let change = Change(test: test, base: baseSides[test], head: headSides[test])
            switch (change.base?.status, change.head?.status) {
            case (.failed?, .failed?): still.append(change)
            case (_, .failed?): new.append(change)
            case (.failed?, .passed?): fixed.append(change)
            case (let before, .flaky?) where before != .flaky: flaky.append(change)
            case (_?, nil): gone.append(change)
            default: break
            }
        }
        self.new = new
        self.fixed = fixed
        self.stillFailing = still
        self.newlyFlaky = flaky
        self.disappeared = gone
    }

    static func sides(_ result: TriageResult) -> [String: Side] {
        var sides: [String: Side] = [:]
        for test in result.run.tests {
            sides[test.id.description] = Side(status: test.status, message: test.issues.first?.message)
        }
        for failure in result.failures {
            let id = failure.test.id.description
            sides[id]?.category = failure.classification.category
            sides[id]?.rule = failure.classification.verdict?.rule
        }
        return sides
    }

    /// Whether head adds failures (`--fail-on new`).
    public var addsFailures: Bool { !new.isEmpty }
}
