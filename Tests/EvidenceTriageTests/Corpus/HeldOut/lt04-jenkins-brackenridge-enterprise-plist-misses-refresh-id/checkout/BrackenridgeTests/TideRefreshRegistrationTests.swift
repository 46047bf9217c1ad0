import XCTest
import BackgroundTasks
@testable import Brackenridge

final class TideRefreshRegistrationTests: XCTestCase {
    func testRefreshHandlerRegisteredAtLaunch() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertTrue(delegate.tideRefreshRegistered, "\(TideRefresh.identifier) must be registered before launch finishes")
    }

    func testCleanupIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(StationCacheCleanup.identifier))
    }
}
