import XCTest

/// Guards the embedded notification service extension as it is actually built.
final class ServiceExtensionBundleTests: XCTestCase {
    private var appex: Bundle {
        let url = Bundle.main.builtInPlugInsURL!.appendingPathComponent("TandemNotificationService.appex")
        return Bundle(url: url)!
    }

    func testExtensionPointIsNotificationService() {
        let ext = appex.object(forInfoDictionaryKey: "NSExtension") as? [String: Any]
        XCTAssertEqual(ext?["NSExtensionPointIdentifier"] as? String, "com.apple.usernotifications.service")
    }

    func testPrincipalClassResolves() throws {
        let ext = try XCTUnwrap(appex.object(forInfoDictionaryKey: "NSExtension") as? [String: Any])
        let name = try XCTUnwrap(ext["NSExtensionPrincipalClass"] as? String)
        try appex.loadAndReturnError()
        XCTAssertNotNil(appex.classNamed(name), "NSExtensionPrincipalClass \"\(name)\" does not resolve to a class in TandemNotificationService.appex")
    }
}
