import XCTest
@testable import Tidemark

final class WidgetDefaultsTests: XCTestCase {
    func testLastSnapshotDateIsSharedWithWidget() throws {
        let defaults = try XCTUnwrap(SharedContainer.defaults)
        let stamp = Date(timeIntervalSince1970: 1_707_386_400)
        defaults.set(stamp, forKey: "lastSnapshotAt")
        // The widget extension reads the same key from the group suite on disk.
        let onDisk = try XCTUnwrap(SharedContainer.url)
            .appendingPathComponent("Library/Preferences/group.com.tidemark.shared.plist")
        defaults.synchronize()
        XCTAssertTrue(FileManager.default.fileExists(atPath: onDisk.path), "group suite was not written to the shared container")
    }
}
