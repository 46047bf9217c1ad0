import XCTest
@testable import Tallgrass

final class FeedClientTests: XCTestCase {
    override func tearDown() {
        URLProtocolStub.removeStub()
        super.tearDown()
    }

    func testCancelledRequestReportsCancellation() {
        let error = resultErrorFor(url: URL(string: "https://any-url.test/cancel-me")!) { $0.cancel() }
        XCTAssertEqual((error as? URLError)?.code, .cancelled)
    }

    func testGetRequestUsesGETMethod() {
        let url = URL(string: "https://feeds.tallgrass.example/v1/articles")!
        let exp = expectation(description: "Wait for request observation")
        URLProtocolStub.observeRequests { request in
            XCTAssertEqual(request.httpMethod, "GET")
            XCTAssertEqual(request.url, url)
            exp.fulfill()
        }
        makeSUT().get(from: url) { _ in }
        wait(for: [exp], timeout: 1.0)
    }
}
