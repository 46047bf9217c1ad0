import XCTest
@testable import Pipit

final class TransferSessionFactoryTests: XCTestCase {
    func testBackgroundConfigurationIdentifier() {
        let config = TransferSessionFactory.backgroundConfiguration()
        XCTAssertEqual(config.identifier, "com.pipitpodcasts.pipit.episodes")
    }

    func testBackgroundConfigurationSendsLaunchEvents() {
        let config = TransferSessionFactory.backgroundConfiguration()
        XCTAssertTrue(config.sessionSendsLaunchEvents)
    }

    func testBackgroundConfigurationIsNotDiscretionaryForUserDownloads() {
        let config = TransferSessionFactory.backgroundConfiguration()
        XCTAssertFalse(config.isDiscretionary)
    }
}
