import XCTest
@testable import Quaver

/// App Store Connect rejects a build whose extensions disagree with the host app
/// (ITMS-90473 CFBundleVersion Mismatch), so check the built bundles here.
final class ReleaseMetadataTests: XCTestCase {
    private func infoDictionary(ofExtension name: String) throws -> [String: Any] {
        let url = try XCTUnwrap(Bundle.main.builtInPlugInsURL?.appendingPathComponent("\(name).appex"))
        return try XCTUnwrap(Bundle(url: url)?.infoDictionary)
    }

    func testWidgetExtensionIsEmbedded() throws {
        XCTAssertNoThrow(try infoDictionary(ofExtension: "QuaverWidgets"))
    }

    func testWidgetExtensionVersionMatchesHostApp() throws {
        let app = try XCTUnwrap(Bundle.main.infoDictionary)
        let widget = try infoDictionary(ofExtension: "QuaverWidgets")
        XCTAssertEqual(app["CFBundleShortVersionString"] as? String, widget["CFBundleShortVersionString"] as? String, "host app and widget extension marketing versions differ")
        XCTAssertEqual(app["CFBundleVersion"] as? String, widget["CFBundleVersion"] as? String, "host app and widget extension build numbers differ")
    }
}
