import Security
import XCTest

/// Inspects the widget extension embedded in the built app.
final class WidgetBundleTests: XCTestCase {
    private var appexURL: URL {
        Bundle(for: Self.self).bundleURL
            .deletingLastPathComponent()
            .appendingPathComponent("Hypervane.app/Contents/PlugIns/HypervaneWidget.appex")
    }

    private func signedEntitlements(_ url: URL) throws -> [String: Any] {
        var code: SecStaticCode?
        XCTAssertEqual(SecStaticCodeCreateWithPath(url as CFURL, [], &code), errSecSuccess)
        var info: CFDictionary?
        SecCodeCopySigningInformation(code!, SecCSFlags(rawValue: kSecCSSigningInformation), &info)
        let dict = info as? [String: Any] ?? [:]
        return dict[kSecCodeInfoEntitlementsDict as String] as? [String: Any] ?? [:]
    }

    func testWidgetExtensionIsEmbedded() {
        XCTAssertTrue(FileManager.default.fileExists(atPath: appexURL.path))
    }

    func testWidgetExtensionSignedWithSandboxAndAppGroup() throws {
        let ents = try signedEntitlements(appexURL)
        XCTAssertEqual(ents["com.apple.security.app-sandbox"] as? Bool, true, "widget extension is not sandboxed")
        let groups = ents["com.apple.security.application-groups"] as? [String] ?? []
        XCTAssertTrue(groups.contains("7QK2M9LX4D.dev.hypervane.shared"), "app group missing: \(groups)")
    }
}
