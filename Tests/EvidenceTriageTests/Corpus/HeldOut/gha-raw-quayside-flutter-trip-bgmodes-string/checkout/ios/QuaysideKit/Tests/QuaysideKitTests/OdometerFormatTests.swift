import XCTest
@testable import QuaysideKit

final class OdometerFormatTests: XCTestCase {
    func testRoundsToTenthOfMile() {
        let meters = 19_875.0                       // 12.35 mi -> rounds half-up
        XCTAssertEqual(OdometerFormat.miles(meters), "12.4 mi")
    }

    func testKilometersUseComma() {
        XCTAssertEqual(OdometerFormat.kilometers(1_234, locale: Locale(identifier: "de_DE")), "1,2 km")
    }
}
