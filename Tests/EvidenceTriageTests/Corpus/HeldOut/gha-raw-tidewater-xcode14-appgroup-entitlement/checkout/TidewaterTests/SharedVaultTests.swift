import XCTest
@testable import Tidewater

/// The logbook vault lives in the app group so the widget and the
/// background refresh can read the last synced tide tables.
final class SharedVaultTests: XCTestCase {
    private let groupID = "group.com.tidewater.logbook.tests"
    private var vault: LogbookVault!

    override func tearDownWithError() throws {
        try vault?.destroy()
        vault = nil
    }

    func testVaultOpensInMemoryForPreviews() throws {
        vault = try LogbookVault(location: .inMemory)
        XCTAssertEqual(try vault.entryCount(), 0)
    }

    func testCreateVaultInAppGroupContainer() throws {
        let container = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID), "app group container for \(groupID)")
        vault = try LogbookVault(location: .directory(container))
        XCTAssertTrue(FileManager.default.fileExists(atPath: vault.databaseURL.path))
    }

    func testWidgetSnapshotRoundTrip() throws {
        let store = WidgetSnapshotStore(appGroup: groupID)
        try store.write(TideSnapshot(port: "Harwich", highWater: "14:32", height: 3.9))
        let snapshot = try XCTUnwrap(store.read(), "widget snapshot written by the app must be readable from the group")
        XCTAssertEqual(snapshot.port, "Harwich")
    }
}
