import XCTest
@testable import Brindle

final class MeasurementFormatTests: XCTestCase {
    func testInchesForUSLocale() {
        let text = MeasurementText.printSize(15.24, locale: Locale(identifier: "en_US"))

        XCTAssertEqual(text, "6 in")
    }
}
