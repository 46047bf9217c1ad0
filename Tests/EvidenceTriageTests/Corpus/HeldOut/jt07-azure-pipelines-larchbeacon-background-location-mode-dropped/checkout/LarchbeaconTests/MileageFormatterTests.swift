import XCTest
@testable import Larchbeacon

final class MileageFormatterTests: XCTestCase {
    func testWholeMiles() {
        XCTAssertEqual(MileageFormatter.miles(fromMeters: 16_093.44), "10 mi")
    }

    func testRoundsToOneDecimalInMiles() {
        XCTAssertEqual(MileageFormatter.miles(fromMeters: 2_414.016), "1.5 mi")
    }
}
