import XCTest
import BackgroundTasks
@testable import Murmur

/// Reads what AppDelegate registered at launch in the test host.
final class BackgroundAppRefreshRegistrationTests: XCTestCase {
    private var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundTaskIdentifiers.appRefresh),
                      "\(BackgroundTaskIdentifiers.appRefresh) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
        XCTAssertEqual(appDelegate.registrationResults[BackgroundTaskIdentifiers.appRefresh], true)
    }

    func testMediaCleanupIdentifierIsPermitted() {
        XCTAssertEqual(appDelegate.registrationResults[BackgroundTaskIdentifiers.mediaCleanup], true)
    }
}
