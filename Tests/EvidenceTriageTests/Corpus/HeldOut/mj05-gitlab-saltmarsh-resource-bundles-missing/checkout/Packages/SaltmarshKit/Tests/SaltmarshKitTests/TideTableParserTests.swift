import XCTest
@testable import SaltmarshKit

final class TideTableParserTests: XCTestCase {
    func testParsesStationFixture() throws {
        let events = try TideTableParser().parse(stationID: "BRST")
        XCTAssertEqual(events.first?.kind, .high)
    }
}
