import XCTest
@testable import Pagewise

final class ArticleFetcherTests: XCTestCase {
    func testSuccessResponseIsAllowed() {
        let fetcher = ArticleFetcher()
        let disposition = expectation(description: "response disposition")
        fetcher.urlSession(.shared, dataTask: .stub(id: 1), didReceive: HTTPURLResponse.stub(status: 200)) { d in
            XCTAssertEqual(d, .allow); disposition.fulfill()
        }
        wait(for: [disposition], timeout: 1)
    }

    func testErrorStatusStillCallsResponseCompletion() {
        let fetcher = ArticleFetcher()
        let disposition = expectation(description: "response disposition for 404")
        fetcher.urlSession(.shared, dataTask: .stub(id: 2), didReceive: HTTPURLResponse.stub(status: 404)) { d in
            XCTAssertEqual(d, .cancel); disposition.fulfill()
        }
        wait(for: [disposition], timeout: 1)
    }
}
