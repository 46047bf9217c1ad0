import XCTest
@testable import DriftwoodPhotos

final class ShortcutRoutingTests: XCTestCase {
    private var originalSettingsStore: SettingsFileStore!

    override func setUpWithError() throws {
        guard UIApplication.shared.connectedScenes.contains(where: { $0.activationState == .foregroundActive }) else {
            throw XCTSkip("needs a foreground scene")
        }
        originalSettingsStore = SettingsFileStore.shared
        SettingsFileStore.shared = SettingsFileStore(directory: FileManager.default.temporaryDirectory)
    }

    override func tearDown() {
        SettingsFileStore.shared = originalSettingsStore
        super.tearDown()
    }

    func testOpenRecentShortcut() throws {
        XCTAssertEqual(ShortcutRouter().route(for: "open-recent"), .recentAlbum)
    }
}
