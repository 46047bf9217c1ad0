import XCTest
@testable import Quayside

final class HarbourFeeTests: XCTestCase {
    private func date(_ s: String) -> Date { ISO8601DateFormatter().date(from: s + "T12:00:00Z")! }

    func testSummerRate() {
        XCTAssertEqual(HarbourFees.berthRatePerMetre(on: date("2026-07-14")), Decimal(string: "18.40"))
    }

    func testWinterRateAppliesFromNovember() {
        XCTAssertEqual(HarbourFees.berthRatePerMetre(on: date("2026-11-03")), Decimal(string: "22.10"))
    }
}
