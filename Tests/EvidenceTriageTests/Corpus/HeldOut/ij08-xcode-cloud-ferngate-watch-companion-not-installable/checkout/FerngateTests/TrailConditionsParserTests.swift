import XCTest
@testable import Ferngate

final class TrailConditionsParserTests: XCTestCase {
    func testParsesSnowLevel() throws {
        let report = try TrailConditionsParser.parse(#"{"snowLevelFt": 5400, "status": "open"}"#)
        XCTAssertEqual(report.snowLevelFeet, 5400)
    }
}
