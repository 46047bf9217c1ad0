import XCTest
@testable import Fernbook

final class ReaderBackgroundFetchTests: XCTestCase {
    func testBackgroundFetchWithEmptyStreamCallsCompletion() {
        let controller = ReaderStreamViewController(style: .plain)
        controller.service = .stub(newPosts: [])
        controller.loadViewIfNeeded()
        let done = expectation(description: "completion called")

        controller.backgroundFetch { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
    }

    func testBackgroundFetchReportsNewData() {
        let controller = ReaderStreamViewController(style: .plain)
        controller.service = .stub(newPosts: ReaderPost.fixtures(count: 2))
        controller.loadViewIfNeeded()
        let done = expectation(description: "completion called")
        controller.backgroundFetch { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
