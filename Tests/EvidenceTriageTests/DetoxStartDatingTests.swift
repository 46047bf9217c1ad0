import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing
@testable import EvidenceTriage

/// A Detox test's start is a time of day (its trace gives no date): triage dates it by the device's log,
/// on the first day that puts it no more than an hour before the log began — a run across midnight too.
@Suite struct DetoxStartDatingTests {
    static func wallClock(_ text: String) -> Date { LogTimestamp.wallClock(of: text, near: nil)! }

    @Test func aTimeOfDayIsDatedByTheDevicesLog() {
        let began = Self.wallClock("2026-12-01 10:41:02.421")
        #expect(Triage.date(ofTimeOfDay: 38_461.55, near: began) == Self.wallClock("2026-12-01 10:41:01.550"))
        // Thirteen hours after the log began is the same day, not the day before.
        #expect(Triage.date(ofTimeOfDay: 86_000, near: began) == Self.wallClock("2026-12-01 23:53:20.000"))
        // Past midnight, the next day.
        #expect(Triage.date(ofTimeOfDay: 120, near: Self.wallClock("2026-12-01 23:58:00.000")) == Self.wallClock("2026-12-02 00:02:00.000"))
    }

    /// A serial phase after the clones' (`Test Suite X started` naming no clone): a failure naming no suite is
    /// the suite started last's, not a same-named test that failed on a clone before.
    @Test func aSerialPhaseEndsTheClonesFailures() {
        let (report, _) = ChunkedLog.read("""
            Test Suite ExampleTests started on 'Clone 1 of iPhone 16 - App (4242)'
                ✖ [AppTests.ExampleTests] testExample on 'Clone 1 of iPhone 16 - App (4242)' (0.004 seconds)
                ✖ testExample, XCTAssertTrue failed - unit
            Test Suite ExampleUITests started
                ✖ testExample, XCTAssertTrue failed - ui
                ✖ testExample (3.100 seconds)

            """)
        let ui = report.tests.first { $0.id.suite == "ExampleUITests" }
        #expect(ui?.issues.map(\.message) == ["XCTAssertTrue failed - ui"])
    }
}
