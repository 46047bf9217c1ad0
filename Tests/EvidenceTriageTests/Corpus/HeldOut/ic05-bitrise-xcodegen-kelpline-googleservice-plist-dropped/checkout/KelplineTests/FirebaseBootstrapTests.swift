import Firebase
import XCTest
@testable import Kelpline

final class FirebaseBootstrapTests: XCTestCase {
    func testDefaultOptionsLoadFromBundledPlist() throws {
        let options = try XCTUnwrap(FirebaseOptions.defaultOptions())
        XCTAssertEqual(options.bundleID, "com.kelpline.app")
    }
}
