import XCTest
@testable import JuniperUI

/// Guards the packaging of JuniperUI's resources, which moved into a generated
/// resource bundle when the framework became static.
final class ResourceBundleTests: XCTestCase {
    func testResourceBundleHasBundleIdentifier() {
        let bundle = Bundle.module
        XCTAssertNotNil(bundle.bundleIdentifier,
                        "resource bundle at \(bundle.bundleURL.lastPathComponent) has no Info.plist / bundle identifier")
    }
}
