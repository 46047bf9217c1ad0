import XCTest
@testable import Saltmarsh

final class TideTableParserTests: XCTestCase {
    func testParsesHighWaterTimesInLocalZone() throws {
        let csv = "2026-03-29,HW,01:12,5.1\n2026-03-29,HW,13:40,5.3"
        let table = try TideTableParser(timeZone: TimeZone(identifier: "Europe/London")!).parse(csv)
        let f = DateFormatter(); f.timeZone = TimeZone(identifier: "Europe/London"); f.dateFormat = "HH:mm"
        XCTAssertEqual(table.highWaters.map { f.string(from: $0.time) }, ["01:12", "13:40"])
    }
}
