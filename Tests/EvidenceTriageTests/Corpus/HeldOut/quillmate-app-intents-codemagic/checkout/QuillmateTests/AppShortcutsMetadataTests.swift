import XCTest

/// The Shortcuts app and Siri read App Shortcuts from the *app's* Metadata.appintents.
/// Intents compiled only into an extension never show up there.
final class AppShortcutsMetadataTests: XCTestCase {

    private func actionsData(in bundle: Bundle) -> [String: Any]? {
        guard let metadata = bundle.url(forResource: "Metadata", withExtension: "appintents"),
              let data = try? Data(contentsOf: metadata.appendingPathComponent("extract.actionsdata")) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    func testAppBundleShipsAutoShortcutProvider() throws {
        let actions = actionsData(in: .main)
        XCTAssertNotNil(actions, "Metadata.appintents/extract.actionsdata missing from \(Bundle.main.bundleURL.lastPathComponent)")
        XCTAssertNotNil(actions?["autoShortcutProviderMangledName"], "no AppShortcutsProvider in the app's App Intents metadata")
    }
}
