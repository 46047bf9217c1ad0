import XCTest
@testable import TidingsKit

final class FeedbackDecodingTests: XCTestCase {
    func testDecodesTimestampsWithoutFractionalSeconds() throws {
        let json = #"[{"id":"f1","comment":"Crash on launch","created_date":"2026-02-11T08:30:00Z"}]"#
        let items = try APIDecoder.make().decode([FeedbackItem].self, from: Data(json.utf8))
        XCTAssertEqual(items.count, 1)
    }

    func testDecodesTimestampsWithFractionalSeconds() throws {
        let json = #"[{"id":"f2","comment":"Button clipped","created_date":"2026-02-11T08:30:00.481Z"}]"#
        let items = try APIDecoder.make().decode([FeedbackItem].self, from: Data(json.utf8))
        XCTAssertEqual(items.first?.id, "f2")
    }
}
