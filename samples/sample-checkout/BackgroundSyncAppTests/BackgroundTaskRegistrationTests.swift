import BackgroundTasks
import XCTest
@testable import BackgroundSyncApp

/// The app registers its tasks at launch; each must be submittable on a built app whose Info.plist
/// permits it (BGTaskSchedulerPermittedIdentifiers) with the background mode its kind needs.
final class BackgroundTaskRegistrationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    func testRefreshTaskIsRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.registeredIdentifiers.contains(BackgroundTasks.refresh))
    }

    func testRefreshTaskCanBeSubmitted() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTasks.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }

    func testCleanupTaskIsRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.registeredIdentifiers.contains(BackgroundTasks.cleanup))
    }

    func testCleanupTaskCanBeSubmitted() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasks.cleanup)
        request.requiresNetworkConnectivity = false
        request.requiresExternalPower = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
