import XCTest
@testable import ShoeboxKit

final class ShareUploadSessionTests: XCTestCase {
    private final class NoopDelegate: NSObject, URLSessionDelegate {}

    func testAppSessionSendsLaunchEvents() {
        let session = UploadSessionFactory.makeSession(for: .app, delegate: NoopDelegate())
        defer { session.invalidateAndCancel() }
        XCTAssertTrue(session.configuration.sessionSendsLaunchEvents)
    }

    func testExtensionSessionConfigurationHasSharedContainer() {
        let session = UploadSessionFactory.makeSession(for: .shareExtension, delegate: NoopDelegate())
        defer { session.invalidateAndCancel() }
        XCTAssertEqual(session.configuration.sharedContainerIdentifier, "group.app.shoebox")
    }
}
