import XCTest
@testable import Moss

final class TemperatureLabelTests: XCTestCase {
    func testOneDecimalCelsius() {
        XCTAssertEqual(TemperatureLabel.celsius(21.46), "21.5°C")
    }
}
