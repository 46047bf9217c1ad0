import EvidenceCore

/// What changed between two triaged runs of the same suite (a PR's base and head): the question a
/// reviewer asks first — did my change break this, or was it already broken?
package struct RunDiff: Sendable {
    /// One test's status and, when it failed, its label, as one run reported it.
    package struct Side: Sendable, Equatable {
        package var status: TestStatus
        package var category: TriageCategory?
        package var rule: String?
        package var message: String?
    }

    package struct Change: Sendable, Equatable {
        package var test: String
        /// nil when the test is absent from that run.
        package var base: Side?
        package var head: Side?

        /// A test failing in both runs whose label changed.
        package var categoryChanged: Bool {
            base?.category != nil && head?.category != nil && base?.category != head?.category
        }
    }

    package var base: TriageResult
    package var head: TriageResult
    /// Failed in head, not in base (passed, flaky, skipped there, or absent).
    package var new: [Change]
    /// Failed in base, passed in head.
    package var fixed: [Change]
    /// Failed in both; `categoryChanged` when the label moved.
    package var stillFailing: [Change]
    /// Flaky in head (failed, then passed on retry), not in base.
    package var newlyFlaky: [Change]
    /// In base, absent from head: deleted, renamed, or not run.
    package var disappeared: [Change]

    /// The head's failures that were already failing in base, by the head's own identities: the
    /// comment marks each cause new or already failing.
    package var alreadyFailing: Set<TestIdentifier> = []

    package init(base: TriageResult, head: TriageResult) {
        self.base = base
        self.head = head
        // One identity per test across both runs: a run read from JUnit that printed no module
        // (`Suite/testX`) and one read from the log (`Module.Suite/testX`) name the same tests.
        let identities = TestIdentityResolver(base.run.tests.indices.lazy.map { base.run.tests.id(at: $0) }
            + head.run.tests.indices.lazy.map { head.run.tests.id(at: $0) })
        let baseSides = Self.sides(base, identities)
        let headSides = Self.sides(head, identities)
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
        let stillNames = Set(still.map(\.test))
        alreadyFailing = Set(head.failures.map(\.test.id).filter { stillNames.contains(identities.resolve($0).description) })
    }

    static func sides(_ result: TriageResult, _ identities: TestIdentityResolver) -> [String: Side] {
        var sides: [String: Side] = [:]
        for test in result.run.tests {
            sides[identities.resolve(test.id).description] = Side(status: test.status, message: test.issues.first?.message)
        }
        for failure in result.failures {
            let id = identities.resolve(failure.test.id).description
            sides[id]?.category = failure.classification.category
            sides[id]?.rule = failure.classification.verdict?.rule
        }
        return sides
    }

    /// Whether head adds failures (`--fail-on new`).
    package var addsFailures: Bool { !new.isEmpty }
}
