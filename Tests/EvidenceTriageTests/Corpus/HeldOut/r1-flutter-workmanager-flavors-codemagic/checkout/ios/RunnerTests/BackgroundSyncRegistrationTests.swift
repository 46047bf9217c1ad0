import BackgroundTasks
import XCTest
@testable import Runner

/// Native side of the tide background work. The Dart side schedules through
/// workmanager; the Swift handlers below are registered by TideBackground at launch.
final class BackgroundSyncRegistrationTests: XCTestCase {

    override func setUp() {
        super.setUp()
        DiagnosticsRecorder.shared.testName = name
    }

    func testTideSyncHandlerRegisteredAtLaunch() {
        // AppDelegate.didFinishLaunching -> TideBackground.registerAll()
        let registered = TideBackground.registeredIdentifiers
        XCTAssertTrue(registered.contains(TideBackground.tideSyncIdentifier),
                      "tideSync launch handler was not registered at launch")
    }

    func testCleanupHandlerRegisteredAtLaunch() {
        XCTAssertTrue(TideBackground.registeredIdentifiers.contains(TideBackground.cleanupIdentifier))
    }

    func testCleanupTaskRunsWithinNinetySeconds() throws {
        let launched = expectation(description: "cleanup launched by the system")
        TideBackground.onCleanupLaunch = { _ in launched.fulfill() }

        let request = BGProcessingTaskRequest(identifier: TideBackground.cleanupIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30)
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule cleanup: \(error)")
        }
        // iOS should pick the task up shortly after earliestBeginDate.
        wait(for: [launched], timeout: 90)
    }
}
