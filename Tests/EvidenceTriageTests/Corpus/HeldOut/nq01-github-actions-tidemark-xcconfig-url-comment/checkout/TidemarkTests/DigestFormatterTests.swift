import XCTest
@testable import Tidemark

final class DigestFormatterTests: XCTestCase {
    func testShortHeadlineUnchanged() {
        XCTAssertEqual(DigestFormatter.headline("High tide 6:42"), "High tide 6:42")
    }

    func testHeadlineTruncatedAt80() {
        let long = String(repeating: "a", count: 100)
        let result = DigestFormatter.headline(long)
        XCTAssertEqual(result.count, 80, "headline including the ellipsis must fit the 80-character widget line")
    }
}
