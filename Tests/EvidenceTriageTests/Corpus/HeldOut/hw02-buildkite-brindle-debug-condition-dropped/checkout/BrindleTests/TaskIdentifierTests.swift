import XCTest
@testable import Brindle

final class TaskIdentifierTests: XCTestCase {
    func testDebugBuildUsesDebugSyncIdentifier() {
        // The Debug app is com.brindle.lists.debug; Info-Debug.plist only permits the .debug identifiers.
        XCTAssertEqual(TaskIDs.listSync, "com.brindle.lists.debug.sync")
    }

    func testIdentifierIsPrefixedWithBundleIdentifier() {
        XCTAssertTrue(TaskIDs.listSync.hasPrefix("com.brindle.lists"))
    }
}
