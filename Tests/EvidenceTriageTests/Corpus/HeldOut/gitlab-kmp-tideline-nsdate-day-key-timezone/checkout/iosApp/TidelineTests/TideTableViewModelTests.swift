import XCTest
import Shared
@testable import Tideline

final class TideTableViewModelTests: XCTestCase {
    func testSectionsGroupEventsByUTCDay() {
        let events = [
            TideEvent(kind: .high, at: "2026-06-27T00:41:00Z", heightMeters: 4.1),
            TideEvent(kind: .low, at: "2026-06-27T06:58:00Z", heightMeters: 0.6),
            TideEvent(kind: .high, at: "2026-06-27T13:12:00Z", heightMeters: 4.3),
        ].map(\.shared)
        let model = TideTableViewModel(events: events)
        XCTAssertEqual(model.sections.map(\.title), ["2026-06-27"])
    }
}
