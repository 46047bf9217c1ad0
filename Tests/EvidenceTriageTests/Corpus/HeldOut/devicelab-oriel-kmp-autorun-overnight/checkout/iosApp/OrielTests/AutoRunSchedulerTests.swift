import XCTest
import composeApp
@testable import Oriel

/// `AutoRunScheduler` (iOS side of the shared ConfigureAutoRun use case)
/// maps the user's automated-testing settings to a BGProcessingTaskRequest.
/// `RecordingTaskScheduler` keeps pending requests like BGTaskScheduler does.
final class AutoRunSchedulerTests: XCTestCase {
    private var taskScheduler: RecordingTaskScheduler!
    private var sut: AutoRunScheduler!

    override func setUp() {
        super.setUp()
        taskScheduler = RecordingTaskScheduler()
        sut = AutoRunScheduler(taskScheduler: taskScheduler)
    }

    func testEnablingSubmitsProcessingRequest() throws {
        sut.configure(AutoRunParameters(enabled: true, wifiOnly: true, onlyWhileCharging: true))

        let request = try XCTUnwrap(taskScheduler.pending.first)
        XCTAssertEqual(request.identifier, "org.oriel.probe.autorun")
        XCTAssertTrue(request.requiresExternalPower)
    }

    func testDisablingCancelsPendingRequest() {
        sut.configure(AutoRunParameters(enabled: true, wifiOnly: true, onlyWhileCharging: true))
        sut.configure(AutoRunParameters(enabled: false, wifiOnly: true, onlyWhileCharging: true))

        XCTAssertTrue(taskScheduler.pending.isEmpty)
    }

    func testReconfigureReplacesPendingRequest() throws {
        sut.configure(AutoRunParameters(enabled: true, wifiOnly: true, onlyWhileCharging: true))
        sut.configure(AutoRunParameters(enabled: true, wifiOnly: false, onlyWhileCharging: false))

        XCTAssertEqual(taskScheduler.pending.count, 1)
        let request = try XCTUnwrap(taskScheduler.pending.first)
        XCTAssertFalse(request.requiresExternalPower, "charging-only was switched off")
        XCTAssertEqual(taskScheduler.cancelledIdentifiers, ["org.oriel.probe.autorun"])
    }
}
