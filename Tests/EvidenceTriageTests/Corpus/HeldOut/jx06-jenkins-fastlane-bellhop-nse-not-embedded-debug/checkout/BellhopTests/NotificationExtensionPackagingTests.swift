import XCTest

final class NotificationExtensionPackagingTests: XCTestCase {
    private var plugIns: URL { Bundle.main.builtInPlugInsURL! }

    func testWidgetExtensionIsEmbedded() {
        XCTAssertTrue(FileManager.default.fileExists(atPath: plugIns.appendingPathComponent("BellhopWidgets.appex").path))
    }

    func testServiceExtensionIsEmbedded() {
        let nse = Bundle(url: plugIns.appendingPathComponent("BellhopNotificationService.appex"))
        XCTAssertNotNil(nse, "PlugIns/BellhopNotificationService.appex missing from \(Bundle.main.bundleIdentifier ?? "?")")
    }
}
