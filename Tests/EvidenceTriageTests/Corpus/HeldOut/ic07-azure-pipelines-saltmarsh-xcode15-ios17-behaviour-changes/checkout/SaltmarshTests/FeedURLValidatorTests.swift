import XCTest
@testable import Saltmarsh

final class FeedURLValidatorTests: XCTestCase {
    func testAcceptsHTTPSFeed() {
        XCTAssertNotNil(FeedURLValidator.validatedURL("https://feeds.saltmarsh.fm/low-tide-radio.xml"))
    }

    func testRejectsURLWithSpaces() {
        XCTAssertNil(FeedURLValidator.validatedURL("https://feeds.saltmarsh.fm/low tide radio.xml"),
                     "a feed address with spaces must be rejected")
    }

    func testRejectsFTP() {
        XCTAssertNil(FeedURLValidator.validatedURL("ftp://feeds.saltmarsh.fm/show.xml"))
    }
}
