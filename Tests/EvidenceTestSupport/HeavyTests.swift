import Foundation
import Testing

/// The tests too heavy for a developer's default run: hostile inputs of tens to hundreds of MB
/// (10⁵ and 1.5×10⁵ archive entries, a 64 MiB manifest, a 140 MB database) generated and read
/// under `ulimit -v`, which alone cost more CPU than the rest of the suite. They run where
/// `EVIDENCE_HEAVY_TESTS=1`: `.ci/run` and the project's GitHub CI set it, so CI loses none; a
/// developer sets it to run them (`EVIDENCE_HEAVY_TESTS=1 swift test --filter ResourceLimitTests`).
public enum HeavyTests {
    public static let enabled: Bool = ProcessInfo.processInfo.environment["EVIDENCE_HEAVY_TESTS"] == "1"

    /// The skip comment; `scripts/test.sh` counts the skipped tests by this text, so keep them in step.
    public static let absenceReason = "heavy (EVIDENCE_HEAVY_TESTS is not 1; .ci/run and the GitHub CI set it)"
}

extension Trait where Self == ConditionTrait {
    /// Runs a heavy test only where `EVIDENCE_HEAVY_TESTS=1`. One per test, like
    /// `.requiresSharedFixtures`: `scripts/test.sh` counts one skip line per test.
    public static var heavy: Self {
        .enabled(if: HeavyTests.enabled, Comment(rawValue: HeavyTests.absenceReason))
    }
}
