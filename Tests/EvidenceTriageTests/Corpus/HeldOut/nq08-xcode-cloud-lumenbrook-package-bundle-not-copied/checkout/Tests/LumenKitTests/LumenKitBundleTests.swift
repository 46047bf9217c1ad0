import XCTest
@testable import LumenKit

final class LumenKitBundleTests: XCTestCase {
    func testHostCarriesLumenKitResources() {
        let url = Bundle.main.bundleURL.appendingPathComponent("LumenKit_LumenKit.bundle")
        XCTAssertNotNil(Bundle(url: url), "LumenKit resources missing from \(Bundle.main.bundleURL.lastPathComponent)")
    }
}
