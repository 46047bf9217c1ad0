import XCTest
@testable import Fenwick

final class WorkOrderSortTests: XCTestCase {
    func testOverdueOrdersComeFirst() {
        let now = Date(timeIntervalSince1970: 1_764_500_000)
        let orders = [
            WorkOrder(id: "WO-3", due: now.addingTimeInterval(3_600)),
            WorkOrder(id: "WO-1", due: now.addingTimeInterval(-7_200)),
            WorkOrder(id: "WO-2", due: now.addingTimeInterval(-600)),
        ]
        XCTAssertEqual(WorkOrderSort.forToday(orders, now: now).map(\.id), ["WO-1", "WO-2", "WO-3"])
    }
}
