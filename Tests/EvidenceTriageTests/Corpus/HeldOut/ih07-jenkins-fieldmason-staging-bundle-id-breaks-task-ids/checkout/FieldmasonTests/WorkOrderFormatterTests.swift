import XCTest
@testable import Fieldmason

final class WorkOrderFormatterTests: XCTestCase {
    private var formatter: WorkOrderFormatter {
        var f = WorkOrderFormatter()
        f.calendar = Calendar(identifier: .gregorian)
        f.now = { ISO8601DateFormatter().date(from: "2023-03-14T09:00:00Z")! }
        return f
    }

    func testOverdueShowsDaysLate() {
        XCTAssertEqual(formatter.dueText(ISO8601DateFormatter().date(from: "2023-03-11T12:00:00Z")!), "3 days late")
    }

    func testPriorityBadgeForEmergencyJobs() {
        XCTAssertEqual(WorkOrderBadge(priority: .emergency).title, "Emergency")
    }

    func testDueTomorrowUsesRelativePhrase() {
        let due = ISO8601DateFormatter().date(from: "2023-03-15T16:00:00Z")!
        XCTAssertEqual(formatter.dueText(due), "Due tomorrow")
    }
}
