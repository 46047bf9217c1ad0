import XCTest
@testable import Relay

final class ContactMatcherTests: XCTestCase {
    func testNormalizesE164() {
        XCTAssertEqual(ContactMatcher.normalize("+44 (0)20 7946 0018"), "+442079460018")
    }
}
