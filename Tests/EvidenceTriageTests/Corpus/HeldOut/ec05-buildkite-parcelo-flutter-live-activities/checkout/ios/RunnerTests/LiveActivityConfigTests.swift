import XCTest

/// Guards the host-app keys ActivityKit reads. Runs inside Runner.app, so it
/// checks the plist of the configuration that was actually built.
final class LiveActivityConfigTests: XCTestCase {
    func testHostAppSupportsLiveActivities() {
        let supports = Bundle.main.object(forInfoDictionaryKey: "NSSupportsLiveActivities") as? Bool
        XCTAssertEqual(supports, true, "Runner.app Info.plist must set NSSupportsLiveActivities (the widget extension's copy does not count)")
    }

    func testWidgetExtensionIsEmbedded() throws {
        let plugIns = try XCTUnwrap(Bundle.main.builtInPlugInsURL)
        let appex = plugIns.appendingPathComponent("ParceloWidgetExtension.appex")
        XCTAssertTrue(FileManager.default.fileExists(atPath: appex.path))
    }
}
