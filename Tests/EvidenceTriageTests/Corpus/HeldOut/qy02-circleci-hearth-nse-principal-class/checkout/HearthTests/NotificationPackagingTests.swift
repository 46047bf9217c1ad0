import XCTest
@testable import Hearth

final class NotificationPackagingTests: XCTestCase {
    private var extensionBundle: Bundle! {
        let url = Bundle.main.builtInPlugInsURL!.appendingPathComponent("HearthNotificationService.appex")
        return Bundle(url: url)
    }

    func testServiceExtensionIsEmbedded() {
        XCTAssertNotNil(extensionBundle)
    }

    func testServiceExtensionPrincipalClassResolves() throws {
        let ext = try XCTUnwrap(extensionBundle)
        let info = try XCTUnwrap(ext.infoDictionary?["NSExtension"] as? [String: Any])
        let name = try XCTUnwrap(info["NSExtensionPrincipalClass"] as? String)
        XCTAssertTrue(ext.load())
        XCTAssertNotNil(NSClassFromString(name), "NSExtensionPrincipalClass \"\(name)\" not found in HearthNotificationService.appex")
    }
}
