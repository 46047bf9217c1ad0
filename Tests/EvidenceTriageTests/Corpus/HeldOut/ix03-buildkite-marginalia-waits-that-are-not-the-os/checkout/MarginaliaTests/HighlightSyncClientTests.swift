import XCTest
@testable import Marginalia

final class HighlightSyncClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        StubURLProtocol.reset()
        URLProtocol.registerClass(StubURLProtocol.self)
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        super.tearDown()
    }

    func testQueuedHighlightsUploadWhenStubAnswers() {
        let received = expectation(description: "stub received upload")
        StubURLProtocol.respond(to: "/v2/highlights", status: 201) { received.fulfill() }

        HighlightSyncClient().upload(Highlight.fixtures(count: 3)) { _ in }

        wait(for: [received], timeout: 10)
        XCTAssertEqual(StubURLProtocol.requests.count, 1)
    }
}
