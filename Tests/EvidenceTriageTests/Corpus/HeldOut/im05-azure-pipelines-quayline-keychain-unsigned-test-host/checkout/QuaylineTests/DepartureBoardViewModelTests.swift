import XCTest
@testable import Quayline

final class DepartureBoardViewModelTests: XCTestCase {
    func testDelayedSailingShowsMinutes() {
        let row = DepartureBoardViewModel().row(for: Sailing(route: "Rosslare → Pembroke", departs: "08:45", status: .delayed(minutes: 20)))
        XCTAssertEqual(row.detail, "08:45 +20 min")
    }

    func testCancelledSailingIsStruckThrough() {
        let row = DepartureBoardViewModel().row(for: Sailing(route: "Dublin → Holyhead", departs: "14:10", status: .cancelled))
        XCTAssertTrue(row.isStruckThrough, "cancelled sailings must be struck through")
    }
}
