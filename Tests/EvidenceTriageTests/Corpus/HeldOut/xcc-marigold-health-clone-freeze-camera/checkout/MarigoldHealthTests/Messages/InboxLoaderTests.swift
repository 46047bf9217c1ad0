import XCTest
@testable import MarigoldHealth

final class InboxLoaderTests: XCTestCase {
    func testFetchMessagesCompletes() {
        let loader = InboxLoader(serviceProvider: StubMessageServiceProvider(messages: [.fixture(), .fixture()]))
        let loaded = expectation(description: "messages loaded")
        Task {
            let messages = try await loader.fetchMessages()
            XCTAssertEqual(messages.count, 2)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 10)
    }
}
