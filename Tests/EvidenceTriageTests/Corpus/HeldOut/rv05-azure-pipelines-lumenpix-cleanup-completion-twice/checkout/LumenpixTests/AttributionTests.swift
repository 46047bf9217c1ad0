import XCTest
@testable import Lumenpix

final class AttributionTests: XCTestCase {
    func testAttributionsBundlePresent() {
        XCTAssertNotNil(Bundle.main.url(forResource: "Attributions", withExtension: "bundle"))
    }

    func testLicensesPlistIsBundled() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "Licenses", withExtension: "plist"))
        let entries = try XCTUnwrap(NSArray(contentsOf: url) as? [[String: String]])
        XCTAssertTrue(entries.contains { $0["name"] == "Kingfisher" })
    }
}
