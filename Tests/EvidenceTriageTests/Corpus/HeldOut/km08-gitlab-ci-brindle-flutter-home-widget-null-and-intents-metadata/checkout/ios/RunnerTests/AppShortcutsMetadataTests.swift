import XCTest

/// Shortcuts and Siri read the *app's* Metadata.appintents, not the widget extension's.
final class AppShortcutsMetadataTests: XCTestCase {
    func testAppBundleShipsAppIntentsMetadata() {
        let metadata = Bundle.main.url(forResource: "Metadata", withExtension: "appintents")
        XCTAssertNotNil(metadata, "Runner.app has no Metadata.appintents; Shortcuts cannot see the app's intents")
    }
}
