import XCTest
@testable import Tansy

final class LightLevelParserTests: XCTestCase {
    func testParsesLux() throws {
        let reading = try LightLevelParser().parse("lux=12,500;ts=1718000000")
        XCTAssertEqual(reading.lux, 12_500)
    }
}
