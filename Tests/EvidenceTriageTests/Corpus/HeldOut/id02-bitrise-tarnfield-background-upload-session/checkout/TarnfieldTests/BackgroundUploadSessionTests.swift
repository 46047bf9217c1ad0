import XCTest
@testable import Tarnfield

final class BackgroundUploadSessionTests: XCTestCase {
    func testConfigurationIsBackgroundAndDiscretionary() {
        let configuration = UploadSessionFactory().makeConfiguration()
        XCTAssertNotNil(configuration.identifier)
        XCTAssertTrue(configuration.isDiscretionary)
        XCTAssertTrue(configuration.sessionSendsLaunchEvents)
    }

    func testSessionIdentifierIsStableAcrossLaunches() {
        // Two factories stand for the first launch and the background relaunch.
        let firstLaunch = UploadSessionFactory()
        let relaunch = UploadSessionFactory()

        XCTAssertEqual(relaunch.sessionIdentifier, firstLaunch.sessionIdentifier,
                       "a relaunched app must reattach to the same background session")
    }
}
