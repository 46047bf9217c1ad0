import XCTest
@testable import Murmur

final class InboxFetchTests: XCTestCase {
    func testFetchHandlerReportsNewData() {
        let store = MessageStore.inMemory(lastSeenSequence: 40)
        let api = StubAPI(page: .init(messages: [.fixture(sequence: 41), .fixture(sequence: 42)]))
        let done = expectation(description: "fetch completed")
        var result: UIBackgroundFetchResult?
        InboxFetcher(api: api, store: store).fetch { result = $0; done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(result, .newData)
        XCTAssertEqual(store.count, 2)
    }
}
