import XCTest
@testable import Ospreyline

final class EtaFormatterTests: XCTestCase {
    func testArrivalInTwoHours() {
        let text = EtaFormatter.relative(seconds: 7_200, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(text, "in 2 hr")
    }
}
