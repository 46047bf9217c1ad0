import Testing
import Foundation
@testable import PikaTrail

@Suite("Overnight refresh cadence")
struct RefreshCadenceTests {
    let records = DiagnosticsFile.shared

    @Test("Refresh fires within 15 minutes of earliestBeginDate")
    func refreshFiresNearEarliestBegin() throws {
        let submitted = try #require(records.last(phase: .submission, id: "com.pikatrail.app.refresh"))
        let launched = try #require(records.last(phase: .launch, id: "com.pikatrail.app.refresh"))
        let delay = launched.timestamp.timeIntervalSince(submitted.earliestBeginDate!)
        #expect(delay <= 15 * 60, "refresh launched \(Int(delay)) s after earliestBeginDate")
    }
}
