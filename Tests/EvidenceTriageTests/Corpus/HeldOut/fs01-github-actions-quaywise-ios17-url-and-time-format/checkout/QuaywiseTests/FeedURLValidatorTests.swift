import XCTest
@testable import Quaywise

final class FeedURLValidatorTests: XCTestCase {
    private let validator = FeedURLValidator()

    func testAcceptsHTTPSFeed() {
        let result = validator.validate("https://feeds.quaywise.example/harbour-talk.xml")
        XCTAssertEqual(result, .valid(URL(string: "https://feeds.quaywise.example/harbour-talk.xml")!))
    }

    func testRejectsEmptyInput() {
        XCTAssertEqual(validator.validate("   "), .invalid(.empty))
    }

    func testRejectsURLContainingSpaces() {
        let result = validator.validate("https://feeds.quaywise.example/harbour talk.xml")
        XCTAssertEqual(result, .invalid(.malformed))
    }

    func testRejectsUnsupportedScheme() {
        XCTAssertEqual(validator.validate("ftp://feeds.quaywise.example/a.xml"), .invalid(.unsupportedScheme("ftp")))
    }

    func testAcceptsFeedScheme() {
        let result = validator.validate("feed://feeds.quaywise.example/harbour-talk.xml")
        XCTAssertEqual(result, .valid(URL(string: "feed://feeds.quaywise.example/harbour-talk.xml")!))
    }
}
