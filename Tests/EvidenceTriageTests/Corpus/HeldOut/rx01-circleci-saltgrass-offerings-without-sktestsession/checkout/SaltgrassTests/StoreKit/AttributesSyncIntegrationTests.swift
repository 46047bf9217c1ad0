import XCTest
@testable import Saltgrass

/// Verifies that subscriber attributes set before the first offerings
/// fetch are synced to the backend together with the anonymous user.
final class AttributesSyncIntegrationTests: XCTestCase {
    override func setUp() async throws {
        try await super.setUp()
        Store.configureForTesting(apiKey: TestKeys.revenueCat)
    }

    func testAttributesSyncedBeforeOfferings() async throws {
        Store.shared.setAttributes(["$email": "ci@saltgrass.test", "goal": "sleep"])
        let offerings = try await Store.shared.offerings()
        XCTAssertNotNil(offerings.current)
        let synced = try await Store.shared.backend.syncedAttributes()
        XCTAssertEqual(synced["goal"], "sleep")
    }

    func testAttributesClearedOnLogOut() async throws {
        Store.shared.setAttributes(["goal": "focus"])
        try await Store.shared.logOut()
        XCTAssertTrue(Store.shared.pendingAttributes.isEmpty)
    }
}
