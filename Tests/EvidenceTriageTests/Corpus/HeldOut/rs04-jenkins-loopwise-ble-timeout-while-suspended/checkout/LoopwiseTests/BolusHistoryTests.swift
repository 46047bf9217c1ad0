import XCTest
@testable import Loopwise

final class BolusHistoryTests: XCTestCase {
    func testUnitsRoundedToTwoDecimals() {
        let entry = BolusEntry(units: 1.005, date: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(BolusHistoryFormatter.units(entry), "1.01 U")
    }
}
