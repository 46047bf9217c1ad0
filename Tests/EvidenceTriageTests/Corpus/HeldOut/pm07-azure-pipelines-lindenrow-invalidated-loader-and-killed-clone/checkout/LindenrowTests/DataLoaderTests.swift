import XCTest
@testable import Lindenrow

final class DataLoaderTests: XCTestCase {
    func testRequestCompletes() {
        let loader = DataLoader(configuration: .stubbed(body: "ok"))
        let done = expectation(description: "completed")
        loader.request(URL(string: "https://api.lindenrow.test/v1/ping")!) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testRequestAfterInvalidationIsRejected() {
        let loader = DataLoader(configuration: .stubbed(body: "ok"))
        loader.shutdown()
        let task = loader.request(URL(string: "https://api.lindenrow.test/v1/ping")!) { _ in }
        XCTAssertNil(task)
    }
}
