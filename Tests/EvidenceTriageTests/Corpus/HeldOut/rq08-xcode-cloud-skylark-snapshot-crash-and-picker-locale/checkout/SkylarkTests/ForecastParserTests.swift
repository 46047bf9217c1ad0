import XCTest
@testable import Skylark

final class ForecastParserTests: XCTestCase {
    func testParsesTemperature() throws {
        let hour = try ForecastParser().parse(fixture("met-hourly")).hours[0]
        XCTAssertEqual(hour.temperature, 7.4)
    }

    func testParsesGustsInKnots() throws {
        let hour = try ForecastParser().parse(fixture("met-hourly")).hours[0]
        XCTAssertEqual(hour.windGustKnots, 23.3, accuracy: 0.1)
    }
}
