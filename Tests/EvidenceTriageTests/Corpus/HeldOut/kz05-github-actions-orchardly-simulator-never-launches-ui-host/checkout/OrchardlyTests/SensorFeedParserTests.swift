import XCTest
@testable import Orchardly

final class SensorFeedParserTests: XCTestCase {
    func testParsesFrostAlert() {
        XCTAssertEqual(SensorFeedParser.parse("alert=frost;t=1.0C")?.alert, .frost)
    }

    func testParsesNegativeCelsius() {
        XCTAssertEqual(SensorFeedParser.parse("probe=7;t=-4.5C")?.celsius, -4.5, "soil probe reading \"t=-4.5C\"")
    }
}
