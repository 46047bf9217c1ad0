import XCTest

/// Guards App Store privacy-manifest requirements against the *built* bundles.
/// Hosted in Kestrel.app, so Bundle.main is the app under test.
final class PrivacyManifestTests: XCTestCase {
    private var appBundle: Bundle { .main }

    private func manifests(in bundleURL: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: bundleURL, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "xcprivacy" }
            .map { $0.path.replacingOccurrences(of: bundleURL.path + "/", with: "") }
            .sorted()
    }

    func testAppBundleShipsPrivacyManifest() throws {
        let url = appBundle.bundleURL.appendingPathComponent("PrivacyInfo.xcprivacy")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: url.path),
            "Kestrel.app has no top-level PrivacyInfo.xcprivacy; manifests found: \(manifests(in: appBundle.bundleURL))"
        )
    }

    func testTunnelExtensionShipsPrivacyManifest() throws {
        let appex = try XCTUnwrap(appBundle.builtInPlugInsURL?.appendingPathComponent("KestrelTunnel.appex"))
        let url = appex.appendingPathComponent("PrivacyInfo.xcprivacy")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: url.path),
            "KestrelTunnel.appex has no PrivacyInfo.xcprivacy; manifests found: \(manifests(in: appex))"
        )
    }

    func testAppManifestDeclaresUserDefaultsReason() throws {
        let url = appBundle.bundleURL.appendingPathComponent("PrivacyInfo.xcprivacy")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "covered by testAppBundleShipsPrivacyManifest")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
        let types = plist?["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
        XCTAssertTrue(types.contains { $0["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults" })
    }
}
