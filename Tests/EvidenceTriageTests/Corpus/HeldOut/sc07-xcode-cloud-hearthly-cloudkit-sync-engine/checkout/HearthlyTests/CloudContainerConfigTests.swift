import XCTest
@testable import Hearthly

final class CloudContainerConfigTests: XCTestCase {
    func testStoreMirrorsToEntitledContainer() throws {
        let entitlements = try Fixtures.plist(named: "Hearthly.entitlements")
        let entitled = try XCTUnwrap((entitlements["com.apple.developer.icloud-container-identifiers"] as? [String])?.first)
        XCTAssertEqual(CloudConfig.resolvedContainerIdentifier, entitled)
    }
}
