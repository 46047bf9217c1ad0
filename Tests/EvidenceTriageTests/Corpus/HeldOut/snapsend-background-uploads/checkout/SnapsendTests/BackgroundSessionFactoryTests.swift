import XCTest
@testable import SnapsendKit

final class BackgroundSessionFactoryTests: XCTestCase {

    func testSessionIsBackgroundConfiguration() {
        let config = BackgroundSessionFactory.configuration(for: .app)
        XCTAssertEqual(config.sharedContainerIdentifier, "group.com.quaymark.snapsend")
        XCTAssertTrue(config.sessionSendsLaunchEvents)
    }

    func testAppAndExtensionUseDistinctSessionIdentifiers() {
        // Only one process can own a background session; the app and each extension need their own.
        XCTAssertNotEqual(BackgroundSessionFactory.identifier(for: .app),
                          BackgroundSessionFactory.identifier(for: .shareExtension),
                          "app and share extension share one background session identifier")
    }
}
