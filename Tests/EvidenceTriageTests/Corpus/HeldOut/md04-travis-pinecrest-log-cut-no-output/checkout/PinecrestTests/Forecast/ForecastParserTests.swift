import XCTest
@testable import PinecrestKit

final class ForecastParserTests: XCTestCase {
    func testParsesWindGusts() throws {
        let json = try Fixture.data("hourly-with-gusts.json")
        let hours = try ForecastParser().hourly(from: json)
        XCTAssertEqual(hours.first?.windGustKph, 41.0)
    }
}
