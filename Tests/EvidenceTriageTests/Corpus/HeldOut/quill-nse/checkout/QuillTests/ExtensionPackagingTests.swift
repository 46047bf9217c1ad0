import XCTest

/// The notification service extension must be embedded as an .appex or iOS never loads it.
final class ExtensionPackagingTests: XCTestCase {
    private var plugIns: [String] {
        guard let url = Bundle.main.builtInPlugInsURL,
              let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
        return names.filter { !$0.hasSuffix(".xctest") }.sorted()
    }

    func testNotificationServiceIsEmbeddedAsAppex() {
        XCTAssertTrue(plugIns.contains("QuillNotificationService.appex"),
                      "Expected PlugIns/QuillNotificationService.appex in Quill.app, found \(plugIns)")
    }

    func testNotificationServiceDeclaresServiceExtensionPoint() throws {
        let url = try XCTUnwrap(Bundle.main.builtInPlugInsURL)
            .appendingPathComponent(plugIns.first { $0.hasPrefix("QuillNotificationService") } ?? "missing")
        let info = try XCTUnwrap(Bundle(url: url)?.infoDictionary)
        let ext = try XCTUnwrap(info["NSExtension"] as? [String: Any])
        XCTAssertEqual(ext["NSExtensionPointIdentifier"] as? String, "com.apple.usernotifications.service")
    }
}
