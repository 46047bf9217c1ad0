import XCTest
@testable import Tally

final class TickExportTests: XCTestCase {
    func testExportIncludesNotes() throws {
        let track = Track(name: "Read", ticks: [Tick(day: 0, note: "ch. 4"), Tick(day: 1, note: nil)])
        let json = try TickExporter().export([track])
        XCTAssertTrue(json.contains("\"note\":\"ch. 4\""))
    }
}
