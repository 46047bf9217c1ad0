import XCTest
@testable import LarkspurKit

final class BackgroundSessionFactoryTests: XCTestCase {
    func testRecreatesSessionAfterRelaunch() {
        // Rebuild the session the way AppDelegate does on handleEventsForBackgroundURLSession
        let factory = BackgroundSessionFactory()
        let session = factory.makeSession(identifier: "com.larkspur.podcasts.downloads.tests")
        XCTAssertEqual(session.configuration.identifier, "com.larkspur.podcasts.downloads.tests")
    }
}
