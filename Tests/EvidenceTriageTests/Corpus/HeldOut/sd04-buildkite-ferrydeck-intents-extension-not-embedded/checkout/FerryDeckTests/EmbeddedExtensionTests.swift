import XCTest
@testable import FerryDeck

final class EmbeddedExtensionTests: XCTestCase {
    private var pluginsURL: URL? { Bundle.main.builtInPlugInsURL }

    func testIntentsExtensionIsEmbedded() throws {
        let plugins = try XCTUnwrap(pluginsURL)
        let appex = plugins.appendingPathComponent("FerryDeckIntents.appex")
        XCTAssertTrue(FileManager.default.fileExists(atPath: appex.path), "missing \(appex.lastPathComponent)")
    }

    func testIntentsExtensionDeclaresSupportedIntents() throws {
        let plugins = try XCTUnwrap(pluginsURL)
        let bundle = try XCTUnwrap(Bundle(url: plugins.appendingPathComponent("FerryDeckIntents.appex")))
        let ext = try XCTUnwrap(bundle.object(forInfoDictionaryKey: "NSExtension") as? [String: Any])
        XCTAssertEqual(ext["NSExtensionPointIdentifier"] as? String, "com.apple.intents-service")
    }
}
