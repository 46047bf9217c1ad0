import XCTest
import BackgroundTasks
@testable import Tidewell

final class StudySyncSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRegistersHandlerForPermittedIdentifier() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [StudySyncScheduler.refreshIdentifier])
    }

    func testSubmitsRequestWithFifteenMinuteDelay() throws {
        let fake = RecordingScheduler()
        let sync = StudySyncScheduler(scheduler: fake)
        XCTAssertTrue(sync.scheduleNextRefresh())
        let request = try XCTUnwrap(fake.submitted.first as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate!.timeIntervalSinceNow, 15 * 60, accuracy: 5)
    }

    /// End-to-end: submit a real request and wait for the system to launch the sync.
    func testSystemLaunchesStudySyncAfterSubmission() {
        let delegate = UIApplication.shared.delegate as! AppDelegate
        let launched = expectation(description: "system launched org.tidewell.study.sync")
        delegate.studySync.onLaunch = { _ in launched.fulfill() }
        delegate.studySync.scheduleNextRefresh(after: 1)
        wait(for: [launched], timeout: 120)
    }
}

private final class RecordingScheduler: TaskScheduling {
    var submitted: [BGTaskRequest] = []
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool { true }
    func submit(_ taskRequest: BGTaskRequest) throws { submitted.append(taskRequest) }
}
