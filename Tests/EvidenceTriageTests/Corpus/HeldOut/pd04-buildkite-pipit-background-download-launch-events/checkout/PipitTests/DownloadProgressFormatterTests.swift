import XCTest
@testable import Pipit

final class DownloadProgressFormatterTests: XCTestCase {
    func testHalfwayShowsFiftyPercent() {
        let exp = expectation(description: "formatted")
        var text = ""
        DownloadProgressFormatter.shared.format(received: 50, total: 100) { text = $0; exp.fulfill() }
        wait(for: [exp], timeout: 0.5)
        XCTAssertEqual(text, "50%")
    }
}
