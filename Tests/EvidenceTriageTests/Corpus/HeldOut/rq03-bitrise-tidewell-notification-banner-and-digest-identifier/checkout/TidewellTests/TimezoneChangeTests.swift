import XCTest
@testable import Tidewell

final class TimezoneChangeTests: XCTestCase {
    func testTimezoneChangeRecordsEntry() {
        let center = NotificationCenter.default
        let journal = TravelJournal(center: center, clock: .fixed(offsetSeconds: 0))
        journal.start()
        journal.clock = .fixed(offsetSeconds: 3600)
        center.post(name: .NSSystemTimeZoneDidChange, object: nil)
        XCTAssertEqual(journal.entries.last?.kind, .timezoneChanged(from: 0, to: 3600))
    }
}
