import XCTest
@testable import Beacon

final class EntityFormatterTests: XCTestCase {
    func testFahrenheitRounding() {
        let f = EntityFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.temperature(celsius: 21.5), "71 °F")
    }
}
