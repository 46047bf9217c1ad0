import XCTest

/// Reads the App Intents metadata Xcode extracts into each built bundle.
final class IntentMetadataTests: XCTestCase {
    private func actions(inBundleAt url: URL) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: url.appendingPathComponent("Metadata.appintents/extract.actionsdata"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return json?["actions"] as? [String: [String: Any]] ?? [:]
    }

    func testOpenAppIntentsLiveInAppTarget() throws {
        let widgets = Bundle.main.builtInPlugInsURL!.appendingPathComponent("RinglineWidgets.appex")
        let offenders = try actions(inBundleAt: widgets)
            .filter { $0.value["openAppWhenRun"] as? Bool == true }
            .map(\.key).sorted()
        XCTAssertEqual(offenders, [], "intents that open the app are declared in RinglineWidgets.appex; openAppWhenRun is not supported for extension-provided intents")
    }

    func testAppShortcutsAreInAppBundle() throws {
        let app = try actions(inBundleAt: Bundle.main.bundleURL)
        XCTAssertNotNil(app["Ringline.CallBackIntent"])
    }
}
