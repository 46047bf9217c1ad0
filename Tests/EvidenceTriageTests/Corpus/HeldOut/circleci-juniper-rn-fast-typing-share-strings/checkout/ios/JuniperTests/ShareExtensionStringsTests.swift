import XCTest

/// The share extension ships its own Localizable.strings (de, fr, nl besides en).
final class ShareExtensionStringsTests: XCTestCase {
    private var extensionBundle: Bundle!

    override func setUpWithError() throws {
        let plugins = try XCTUnwrap(Bundle.main.builtInPlugInsURL)
        extensionBundle = try XCTUnwrap(Bundle(url: plugins.appendingPathComponent("JuniperShare.appex")))
    }

    func testShareSheetTitleIsEnglishByDefault() {
        XCTAssertEqual(extensionBundle.localizedString(forKey: "share.title", value: nil, table: nil), "Share to Juniper")
    }

    func testShareSheetTitleIsGerman() throws {
        let germanPath = try XCTUnwrap(extensionBundle.path(forResource: "de", ofType: "lproj"), "de.lproj missing from JuniperShare.appex")
        let german = try XCTUnwrap(Bundle(path: germanPath))
        XCTAssertEqual(german.localizedString(forKey: "share.title", value: nil, table: nil), "Mit Juniper teilen")
    }
}
