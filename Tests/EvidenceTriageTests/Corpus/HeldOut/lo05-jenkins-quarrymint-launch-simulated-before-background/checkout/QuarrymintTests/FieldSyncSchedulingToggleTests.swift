import BackgroundTasks
import XCTest
@testable import Quarrymint

final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [String] = []
    private(set) var cancelled: [String] = []
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool { true }
    func submit(_ taskRequest: BGTaskRequest) throws { submitted.append(taskRequest.identifier) }
    func cancel(taskRequestWithIdentifier identifier: String) { cancelled.append(identifier) }
}

final class FieldSyncSchedulingToggleTests: XCTestCase {
    private var mock: MockTaskScheduler!

    override func setUp() {
        super.setUp()
        mock = MockTaskScheduler()
        FieldSync.shared.scheduler = mock
    }

    override func tearDown() {
        FieldSync.shared.scheduler = BGTaskScheduler.shared
        FieldSync.shared.setSchedulingEnabled(true)
        super.tearDown()
    }

    func testBackgroundingSubmitsBothRequests() {
        FieldSync.shared.scheduleBackgroundTasks()
        XCTAssertEqual(mock.submitted.sorted(), [FieldSync.processingIdentifier, FieldSync.refreshIdentifier].sorted())
    }

    func testDisablingSchedulingCancelsPendingRequests() {
        FieldSync.shared.setSchedulingEnabled(false)
        XCTAssertEqual(mock.cancelled.sorted(), [FieldSync.processingIdentifier, FieldSync.refreshIdentifier].sorted())
    }

    func testDisabledSchedulingSubmitsNothing() {
        FieldSync.shared.setSchedulingEnabled(false)
        FieldSync.shared.scheduleBackgroundTasks()
        XCTAssertTrue(mock.submitted.isEmpty)
    }
}
