import EvidenceKit
import Testing

/// The lines `--history` adds per failure, and the day arithmetic they print.
@Suite struct FailureHistoryTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01"), (1_764_000_000, "2025-11-24"), (951_782_400, "2000-02-29"),
        (1_709_164_800, "2024-02-29"), (4_102_444_799, "2099-12-31"), (-1, "1969-12-31"),
    ])
    func daysAreUTCCalendarDays(_ seconds: Int64, _ expected: String) {
        #expect(FailureHistory.day(seconds) == expected)
    }

    @Test func theSummarySaysOnlyWhatTheHistoryHolds() {
        let failing = FailureHistory(failingRuns: 3, failingSinceCommit: "0123456789abcdef0123", flakyRuns: 2, runs: 40, firstSeen: 1_764_000_000)
        #expect(failing.summary == "failing since `0123456789ab` (3 runs) · flaky in 2 of 40 runs · first seen 2025-11-24")
        let flaky = FailureHistory(failingRuns: 0, failingSinceCommit: nil, flakyRuns: 7, runs: HistoryStore.flakyWindow, firstSeen: 1_764_000_000)
        #expect(flaky.summary == "flaky in 7 of the last 100 runs · first seen 2025-11-24")
        let passing = FailureHistory(failingRuns: 0, failingSinceCommit: nil, flakyRuns: 0, runs: 12, firstSeen: nil)
        #expect(passing.summary == "never failed before in the history")
        let unknown = FailureHistory(failingRuns: 1, failingSinceCommit: nil, flakyRuns: 0, runs: 1, firstSeen: nil)
        #expect(unknown.summary == "failing since an unknown commit (1 run)")
    }
}
