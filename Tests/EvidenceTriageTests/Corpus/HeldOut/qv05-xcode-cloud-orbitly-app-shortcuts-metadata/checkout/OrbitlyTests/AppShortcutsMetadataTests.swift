import XCTest

final class AppShortcutsMetadataTests: XCTestCase {
    func testStartFocusShortcutInAppMetadata() throws {
        let app = Bundle.main.bundleURL
        let actions = app.appendingPathComponent("Metadata.appintents/extract.actionsdata")
        let data = try Data(contentsOf: actions)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let shortcuts = json["autoShortcuts"] as? [[String: Any]] ?? []
        XCTAssertTrue(shortcuts.contains { ($0["actionIdentifier"] as? String) == "StartFocusIntent" },
                      "StartFocusIntent missing from the app's App Shortcuts metadata")
    }
}
