import XCTest
@testable import MarginaliaKit

final class BackgroundUploadSessionTests: XCTestCase {
    func testAppAndExtensionUseDistinctIdentifiers() {
        XCTAssertNotEqual(BackgroundUploadSession.identifier(for: .app),
                          BackgroundUploadSession.identifier(for: .shareExtension))
    }

    func testShareExtensionSessionUsesSharedContainer() {
        let configuration = BackgroundUploadSession.configuration(for: .shareExtension)
        XCTAssertEqual(configuration.sharedContainerIdentifier, "group.org.marginalia")
    }

    func testShareExtensionSessionSendsLaunchEvents() {
        let configuration = BackgroundUploadSession.configuration(for: .shareExtension)
        XCTAssertTrue(configuration.sessionSendsLaunchEvents,
                      "share-extension uploads must wake the app to handle the session's events")
    }
}
