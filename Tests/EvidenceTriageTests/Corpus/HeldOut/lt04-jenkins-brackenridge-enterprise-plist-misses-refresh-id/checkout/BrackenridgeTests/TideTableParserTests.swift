import XCTest
@testable import Brackenridge

final class TideTableParserTests: XCTestCase {
    func testParsesHighAndLowWaters() throws {
        let table = try TideTableParser.parse(Fixtures.data("admiralty-0113"))
        XCTAssertEqual(table.events.count, 4)
    }

    func testSkipsStationsWithoutDatum() throws {
        let tables = try TideTableParser.parseBatch(Fixtures.data("batch-with-undatumed-station"))
        XCTAssertEqual(tables.map(\.stationID), ["0113", "0114A"])
    }
}
