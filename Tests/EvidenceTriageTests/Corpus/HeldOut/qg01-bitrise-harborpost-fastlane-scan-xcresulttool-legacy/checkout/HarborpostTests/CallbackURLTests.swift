import XCTest
@testable import Harborpost

final class CallbackURLTests: XCTestCase {
    func testValidComposeURL() {
        XCTAssertNotNil(CallbackURL.make("harborpost://compose?to=ana%40example.com"))
    }

    func testInvalidCallbackURLRejected() {
        XCTAssertNil(CallbackURL.make("harborpost://compose?to=not a valid address"))
    }
}
