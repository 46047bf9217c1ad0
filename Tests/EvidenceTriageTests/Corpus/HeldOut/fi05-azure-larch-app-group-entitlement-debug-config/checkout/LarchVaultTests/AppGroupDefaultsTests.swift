import XCTest
@testable import LarchVaultKit

final class AppGroupDefaultsTests: XCTestCase {
    func testGroupIdentifierMatchesEntitlement() {
        XCTAssertEqual(AppGroup.identifier, "group.app.larchvault.shared")
    }

    func testLastSyncDateSharedWithExtension() throws {
        let container = try XCTUnwrap(AppGroup.containerURL, "no App Group container - is the app entitled to group.app.larchvault.shared?")
        let marker = container.appendingPathComponent("Library/Preferences", isDirectory: true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path))
    }
}
