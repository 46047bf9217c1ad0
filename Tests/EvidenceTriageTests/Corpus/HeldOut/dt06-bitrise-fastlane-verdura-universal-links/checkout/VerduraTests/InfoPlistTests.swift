import XCTest

/// Lints the built app's Info.plist against what is embedded in the bundle.
final class InfoPlistTests: XCTestCase {

    private var embeddedExtensionIDs: [String] {
        let plugIns = Bundle.main.builtInPlugInsURL!
        let urls = (try? FileManager.default.contentsOfDirectory(at: plugIns, includingPropertiesForKeys: nil)) ?? []
        return urls.compactMap { Bundle(url: $0)?.bundleIdentifier }.sorted()
    }

    func testAssociatedDomainsMatchStorefronts() {
        let storefronts = Bundle.main.object(forInfoDictionaryKey: "VerduraStorefrontHosts") as? [String]
        XCTAssertEqual(storefronts, ["www.verdura.com", "www.verdura.nl"])
    }

    func testShortcutWidgetIsAnEmbeddedExtension() {
        let shortcutWidget = Bundle.main.object(forInfoDictionaryKey: "UIApplicationShortcutWidget") as? String
        XCTAssertTrue(embeddedExtensionIDs.contains(shortcutWidget ?? "<missing>"),
                      "UIApplicationShortcutWidget \(shortcutWidget ?? "nil") is not one of \(embeddedExtensionIDs)")
    }
}
