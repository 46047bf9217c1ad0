import XCTest
@testable import Marlpit

final class DailyQuoteTaskTests: XCTestCase {
    func testTaskReturnsFailedWhenOffline() async {
        let task = DailyQuoteTask(api: StubQuoteAPI(result: .failure(URLError(.notConnectedToInternet))),
                                  store: QuoteHistoryStore(storage: InMemoryKeyValueStore(), maxEntries: 30))
        let result = await task.run()
        XCTAssertEqual(result, .failed)
    }
}
