import Foundation
import Testing
@testable import Runner

/// The Flutter side writes the forecast through home_widget into the shared
/// App Group; PollenWidgetExtension reads it back. These tests run inside the
/// Runner host app, so they see the entitlements of the signed Runner.app.
struct AppGroupContainerTests {
    @Test func containerResolvesForSharedGroup() throws {
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: SharedStore.groupID))
        #expect(url.lastPathComponent.isEmpty == false)
    }
}

struct SharedStoreTests {
    @Test func defaultsSuiteIsAvailable() {
        // UserDefaults(suiteName:) is non-nil even when the group is not entitled,
        // so this alone proves nothing about sharing with the widget.
        #expect(UserDefaults(suiteName: SharedStore.groupID) != nil)
    }
}
