import XCTest
@testable import FernhillKit

final class FeedSourceValidatorTests: XCTestCase {
    private let validator = FeedSourceValidator()

    func testAcceptsHTTPSFeed() throws {
        let source = try validator.validate("https://feeds.example.org/night-shift.xml")
        XCTAssertEqual(source.url.host, "feeds.example.org")
    }

    func testAddsSchemeToBareHost() throws {
        let source = try validator.validate("feeds.example.org/night-shift.xml")
        XCTAssertEqual(source.url.scheme, "https")
    }

    func testRejectsFTP() {
        XCTAssertThrowsError(try validator.validate("ftp://example.org/feed.xml"))
    }

    func testInvalidFeedAddressIsRejected() {
        XCTAssertThrowsError(try validator.validate("not a feed url")) { error in
            XCTAssertEqual(error as? FeedSourceError, .notAURL)
        }
    }
}
