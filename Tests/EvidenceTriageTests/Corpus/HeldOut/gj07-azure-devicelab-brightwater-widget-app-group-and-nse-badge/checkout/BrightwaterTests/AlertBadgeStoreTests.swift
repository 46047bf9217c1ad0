import BrightwaterShared
import XCTest

final class AlertBadgeStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testExtensionAddsAlertToBadge() throws {
        let store = AlertBadgeStore(directory: directory)
        try store.extensionDidReceiveAlert(id: "gale-0612", snapshot: store.load())
        XCTAssertEqual(store.load().badge, 1)
    }

    func testExtensionWriteWhileForegroundKeepsAppCount() throws {
        let store = AlertBadgeStore(directory: directory)
        try store.extensionDidReceiveAlert(id: "gale-0612", snapshot: store.load())
        try store.extensionDidReceiveAlert(id: "flood-0613", snapshot: store.load())

        // The extension is launched for a third alert and reads the state...
        let extensionSnapshot = store.load()
        // ...while the app, in the foreground, shows the two earlier alerts to the user.
        try store.appDidShowAlerts(ids: ["gale-0612", "flood-0613"])
        // The extension then saves its change.
        try store.extensionDidReceiveAlert(id: "fog-0614", snapshot: extensionSnapshot)

        XCTAssertEqual(store.load().unseenAlertIDs, ["fog-0614"])
        XCTAssertEqual(store.load().badge, 1)
    }
}
