import XCTest
@testable import FerrypostKit

final class PushPayloadBuilderTests: XCTestCase {
    let builder = PushPayloadBuilder()

    func testAlertPushUsesPriorityTen() {
        let request = builder.request(aps: ["alert": ["title": "Sailing cancelled"]])
        XCTAssertEqual(request.pushType, .alert)
        XCTAssertEqual(request.priority, 10)
    }

    func testContentAvailablePushIsBackgroundType() {
        let request = builder.request(aps: ["content-available": 1])
        XCTAssertEqual(request.pushType, .background)
        XCTAssertEqual(request.priority, 5)
    }

    func testCategorisedContentAvailablePushIsBackgroundType() {
        // The roster relay tags silent pushes with a category so the app can
        // schedule the right local reminder later; nothing is shown to the user.
        let request = builder.request(aps: ["content-available": 1, "category": "ROSTER_CHANGED"])
        XCTAssertEqual(request.pushType, .background)
        XCTAssertEqual(request.priority, 5)
    }
}
