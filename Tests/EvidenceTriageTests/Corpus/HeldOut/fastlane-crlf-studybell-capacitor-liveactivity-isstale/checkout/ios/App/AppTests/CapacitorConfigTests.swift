import XCTest

final class CapacitorConfigTests: XCTestCase {
    func testBundledConfigHasNoLiveReloadServer() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "capacitor.config", withExtension: "json"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let server = json?["server"] as? [String: Any]
        XCTAssertNil(server?["url"], "capacitor.config.json in the app bundle still points at a live-reload server")
    }
}
