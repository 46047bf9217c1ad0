import XCTest
@testable import Cinderpost

final class EventListViewModelTests: XCTestCase {
    func testSectionHeaderUsesLocalTimeZone() throws {
        let vm = EventListViewModel(timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let date = ISO8601DateFormatter().date(from: "2026-08-07T06:30:00Z")!
        XCTAssertEqual(vm.sectionTitle(for: date), "Thursday, Aug 6")
    }
}
