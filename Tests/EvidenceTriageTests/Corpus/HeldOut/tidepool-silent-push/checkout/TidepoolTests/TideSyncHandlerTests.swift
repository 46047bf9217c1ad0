import XCTest
@testable import Tidepool

final class TideSyncHandlerTests: XCTestCase {
    func testIgnoresPushWithoutStation() async {
        let handler = TideSyncHandler(client: StubTideClient(tables: []), store: InMemoryTideStore())
        let result = await handler.handle(userInfo: ["aps": ["content-available": 1]])
        XCTAssertEqual(result, .noData)
    }

    func testSilentPushHandlerCompletesWithNewData() async throws {
        let client = StubTideClient(tables: [.fixture(station: "NZ-WLG", days: 7)])
        let store = InMemoryTideStore()
        let handler = TideSyncHandler(client: client, store: store)

        let result = await handler.handle(userInfo: ["aps": ["content-available": 1], "station": "NZ-WLG"])

        XCTAssertEqual(result, .newData)
        XCTAssertEqual(store.tables(for: "NZ-WLG").count, 7)
    }
}
