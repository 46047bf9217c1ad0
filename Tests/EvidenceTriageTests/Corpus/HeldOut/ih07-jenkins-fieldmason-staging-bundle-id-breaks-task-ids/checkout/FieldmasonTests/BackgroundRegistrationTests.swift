import BackgroundTasks
import XCTest
@testable import Fieldmason

/// Runs in the device lab: the test bundle is hosted in the app, so the launch-time
/// registration in AppDelegate has already happened when these run.
final class BackgroundRegistrationTests: XCTestCase {
    private var appDelegate: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }

    func testWorkOrderSyncRegisteredAtLaunch() {
        let registered = appDelegate.registeredTasks[BackgroundTaskIDs.workOrderSync] ?? false
        // register(forTaskWithIdentifier:) returns false when the identifier is not
        // in BGTaskSchedulerPermittedIdentifiers or was registered twice.
        XCTAssertTrue(registered, "register(forTaskWithIdentifier: \(BackgroundTaskIDs.workOrderSync)) returned false at launch")
    }

    func testTaskIdentifiersAreUnique() {
        XCTAssertEqual(Set(BackgroundTaskIDs.all).count, BackgroundTaskIDs.all.count)
    }

    /// On a device, submitting a processing request for a permitted, registered
    /// identifier succeeds (the system decides later whether to run it).
    func testPhotoUploadRequestIsAccepted() throws {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: BackgroundTaskIDs.photoUpload)
        try PhotoUploadTask.shared.schedule()
    }
}
