import XCTest
@testable import Runner

final class AppGroupEntitlementTests: XCTestCase {
    func testRunnerAndExtensionShareAppGroup() {
        XCTAssertNotNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.tidewire.shared"))
    }
}
