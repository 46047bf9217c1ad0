import XCTest

/// Guards the embedded Notification Service Extension's Info.plist.
final class NotificationExtensionConfigTests: XCTestCase {
    private var appex: Bundle {
        Bundle(url: Bundle.main.builtInPlugInsURL!.appendingPathComponent("ParleyNotificationService.appex"))!
    }

    func testExtensionPointIsNotificationService() {
        let ext = appex.object(forInfoDictionaryKey: "NSExtension") as? [String: Any]
        XCTAssertEqual(ext?["NSExtensionPointIdentifier"] as? String, "com.apple.usernotifications.service")
    }

    func testPrincipalClassResolves() throws {
        let ext = try XCTUnwrap(appex.object(forInfoDictionaryKey: "NSExtension") as? [String: Any])
        let principal = try XCTUnwrap(ext["NSExtensionPrincipalClass"] as? String)
        try appex.loadAndReturnError()
        XCTAssertNotNil(NSClassFromString(principal),
                        "NSExtensionPrincipalClass \"\(principal)\" does not resolve in ParleyNotificationService.appex (module is \(appex.executableURL!.lastPathComponent))")
    }
}
