import XCTest
@testable import InsulogKit

final class DoseReconciliationTests: XCTestCase {
    func testReconcileFinalizedTempBasals() {
        let doses = [DoseEntry.tempBasal(rate: 0.8, start: 0, end: 1800), .tempBasal(rate: 1.1, start: 1800, end: 3600)]
        XCTAssertEqual(doses.reconciled().count, 2)
    }

    func testReconcileMutableTempBasal() {
        let doses = [DoseEntry.tempBasal(rate: 0.8, start: 0, end: 1800, mutable: true), .tempBasal(rate: 1.1, start: 900, end: 2700)]
        let result = doses.reconciled()
        XCTAssertEqual(result.first?.endDate, Date(timeIntervalSinceReferenceDate: 900))
    }
}
