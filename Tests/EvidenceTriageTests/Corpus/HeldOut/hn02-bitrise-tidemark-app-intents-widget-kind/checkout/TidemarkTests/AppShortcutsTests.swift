import XCTest
@testable import Tidemark

/// Shortcuts and Siri read the *app's* Metadata.appintents, not the extensions'.
final class AppShortcutsTests: XCTestCase {
    func testAppBundleShipsShortcutsMetadata() throws {
        let app = Bundle.main
        let actions = app.url(forResource: "extract", withExtension: "actionsdata", subdirectory: "Metadata.appintents")
        XCTAssertNotNil(actions, "Metadata.appintents/extract.actionsdata missing from \(app.bundleURL.lastPathComponent): Shortcuts cannot see the app's intents")
    }

    func testWidgetExtensionShipsIntentMetadata() throws {
        let appex = Bundle.main.builtInPlugInsURL!.appendingPathComponent("TidemarkWidgets.appex")
        let actions = Bundle(url: appex)?.url(forResource: "extract", withExtension: "actionsdata", subdirectory: "Metadata.appintents")
        XCTAssertNotNil(actions)
    }
}
