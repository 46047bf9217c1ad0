import XCTest
@testable import Waypost

final class CoTParserTests: XCTestCase {
    func testParsesStaleTime() throws {
        let event = try XCTUnwrap(CoTParser.parse(attributes: [
            "uid": "ANDROID-3f2a", "time": "2026-06-11T09:00:00Z",
            "start": "2026-06-11T09:00:00Z", "stale": "2026-06-11T09:10:00Z",
        ]))
        XCTAssertEqual(event.stale.timeIntervalSince(event.time), 600)
    }
}
