import XCTest
@testable import Quarrymint

final class TransectCSVParserTests: XCTestCase {
    func testDepthInMetersIsKept() throws {
        let rows = try TransectCSVParser.parse("station,depth,unit\nQ1,4.5,m")
        XCTAssertEqual(rows.first?.depthMeters, 4.5)
    }

    func testDepthInFeetIsConverted() throws {
        let rows = try TransectCSVParser.parse("station,depth,unit\nQ2,12,ft")
        XCTAssertEqual(rows.first?.depthMeters ?? 0, 3.6576, accuracy: 0.0001)
    }

    func testMalformedRowsAreSkipped() throws {
        let rows = try TransectCSVParser.parse("station,depth,unit\nQ3,,m\nQ4,2,m")
        XCTAssertEqual(rows.map(\.station), ["Q4"])
    }
}
