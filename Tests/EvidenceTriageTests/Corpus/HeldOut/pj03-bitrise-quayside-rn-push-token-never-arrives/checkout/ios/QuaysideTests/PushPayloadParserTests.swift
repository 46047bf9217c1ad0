import XCTest
@testable import Quayside

final class PushPayloadParserTests: XCTestCase {
    func testSilentPushMarksContentAvailable() {
        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "berth": "B14"]
        let parsed = PushPayloadParser.parse(payload)
        XCTAssertTrue(parsed.isSilent)
    }

    func testBerthIdParsed() {
        let parsed = PushPayloadParser.parse(["aps": ["alert": "Berth ready"], "berth": "B14"])
        XCTAssertEqual(parsed.berth, "B14")
    }
}
