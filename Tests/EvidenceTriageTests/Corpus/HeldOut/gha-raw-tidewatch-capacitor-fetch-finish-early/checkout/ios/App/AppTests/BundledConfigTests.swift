import XCTest
@testable import App

/// The web layer reads capacitor.config.json from the app bundle at launch;
/// `npx cap sync ios` copies it there.
final class BundledConfigTests: XCTestCase {
    func testCapacitorConfigIsBundled() throws {
        let url = Bundle.main.url(forResource: "capacitor.config", withExtension: "json")
        XCTAssertNotNil(url, "capacitor.config.json missing from App.app")
    }

    func testBackgroundFetchPluginConfigured() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "capacitor.config", withExtension: "json"))
        let config = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let plugins = try XCTUnwrap(config?["plugins"] as? [String: Any])
        XCTAssertNotNil(plugins["BackgroundFetch"], "BackgroundFetch plugin block missing from bundled capacitor.config.json")
    }
}
