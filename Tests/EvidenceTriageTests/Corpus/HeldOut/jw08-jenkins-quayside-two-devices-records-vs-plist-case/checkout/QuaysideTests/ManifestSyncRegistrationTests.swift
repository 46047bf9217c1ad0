import XCTest
@testable import Quayside

final class ManifestSyncRegistrationTests: XCTestCase {
    func testManifestSyncHandlerIsRegistered() {
        XCTAssertTrue(ManifestSyncScheduler.shared.isRegistered, "manifest sync handler must be registered at launch")
    }
}
