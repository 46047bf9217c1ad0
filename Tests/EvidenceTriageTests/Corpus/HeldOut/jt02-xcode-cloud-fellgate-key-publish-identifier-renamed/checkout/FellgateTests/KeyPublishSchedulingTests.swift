import XCTest
import BackgroundTasks
@testable import Fellgate

/// Runs against the real BGTaskScheduler in the host app.
final class KeyPublishSchedulingTests: XCTestCase {
    func testSubmitsPublishRequestAfterUpload() throws {
        let controller = BackgroundTasksController(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try controller.schedulePublish(after: Date(timeIntervalSinceNow: 3600)))
    }
}

final class AppLaunchRegistrationTests: XCTestCase {
    func testKeyPublishTaskRegisteredAtLaunch() {
        let records = DiagnosticsRecorder.shared.records(phase: .registration)
        let keyPublish = records.last { $0.identifier == "com.fellgate.app.key-publish" }
        XCTAssertEqual(keyPublish?.outcome, .succeeded, "key-publish launch handler must be registered before launch finishes")
    }

    func testExposureSyncTaskRegisteredAtLaunch() {
        let records = DiagnosticsRecorder.shared.records(phase: .registration)
        XCTAssertEqual(records.last { $0.identifier == "com.fellgate.app.exposure-sync" }?.outcome, .succeeded)
    }
}
