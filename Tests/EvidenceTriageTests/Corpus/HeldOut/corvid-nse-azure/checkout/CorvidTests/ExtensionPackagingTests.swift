import XCTest

/// Guards the packaging of the two notification extensions inside Corvid.app.
/// iOS only considers *.appex bundles in PlugIns/ when it looks for an extension to run.
final class ExtensionPackagingTests: XCTestCase {

    private func embeddedExtensions() throws -> [URL] {
        let plugIns = try XCTUnwrap(Bundle.main.builtInPlugInsURL)
        return try FileManager.default.contentsOfDirectory(at: plugIns, includingPropertiesForKeys: nil)
    }

    private func extensionPoint(of url: URL) -> String? {
        let info = NSDictionary(contentsOf: url.appendingPathComponent("Info.plist"))
        return (info?["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
    }

    func testContentExtensionEmbeddedAsAppex() throws {
        let matches = try embeddedExtensions().filter {
            $0.pathExtension == "appex" && extensionPoint(of: $0) == "com.apple.usernotifications.content-extension"
        }
        XCTAssertEqual(matches.count, 1)
    }

    func testNotificationServiceEmbeddedAsAppex() throws {
        let all = try embeddedExtensions()
        let matches = all.filter {
            $0.pathExtension == "appex" && extensionPoint(of: $0) == "com.apple.usernotifications.service"
        }
        XCTAssertEqual(matches.count, 1, "PlugIns contains \(all.map(\.lastPathComponent))")
    }
}
