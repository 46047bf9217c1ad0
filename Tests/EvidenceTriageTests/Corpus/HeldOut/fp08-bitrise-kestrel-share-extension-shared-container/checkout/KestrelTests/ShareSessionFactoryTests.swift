import KestrelShareKit
import XCTest

final class ShareSessionFactoryTests: XCTestCase {
    func testExtensionSessionIsBackgroundSession() {
        let configuration = ShareSessionFactory.extensionBackgroundConfiguration()
        XCTAssertEqual(configuration.identifier, "com.kestrelapp.kestrel.share.uploads")
        XCTAssertTrue(configuration.sessionSendsLaunchEvents)
    }

    /// The extension's background session is invalidated on creation (NSURLErrorDomain -995)
    /// unless it names the App Group both the app and the extension belong to.
    func testBackgroundConfigurationUsesAppGroupContainer() {
        let configuration = ShareSessionFactory.extensionBackgroundConfiguration()
        XCTAssertEqual(configuration.sharedContainerIdentifier, "group.com.kestrelapp.shared")
    }
}
