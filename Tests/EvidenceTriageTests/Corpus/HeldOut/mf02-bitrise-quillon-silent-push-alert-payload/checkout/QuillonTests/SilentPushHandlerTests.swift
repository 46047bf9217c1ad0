import XCTest
@testable import Quillon

final class SilentPushHandlerTests: XCTestCase {
    func testCompletesWithNewDataWhenInboxChanged() async throws {
        let store = InMemoryInboxStore(ids: ["c-101", "c-102"])
        let api = StubInboxAPI(ids: ["c-101", "c-102", "c-103"])
        let handler = SilentPushHandler(store: store, api: api)
        let result = await handler.handle(userInfo: ["aps": ["content-available": 1], "inbox": "comments"])
        XCTAssertEqual(result, .newData)
    }
}
