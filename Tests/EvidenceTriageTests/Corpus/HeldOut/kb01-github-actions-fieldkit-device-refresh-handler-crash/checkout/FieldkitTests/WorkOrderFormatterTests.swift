import XCTest
@testable import Fieldkit

final class WorkOrderFormatterTests: XCTestCase {
    func testShortVisitsUseMinutes() {
        XCTAssertEqual(WorkOrderFormatter.duration(minutes: 40), "40 min")
    }

    func testDurationUsesHoursAndMinutes() {
        XCTAssertEqual(WorkOrderFormatter.duration(minutes: 95), "1 h 35 min")
    }
}
