import BackgroundTasks
import XCTest
@testable import Facemark

@MainActor
final class OvernightScheduleTests: XCTestCase {
    /// Backgrounding should leave tonight's match request pending with the system.
    func testMatchRequestIsPendingAfterBackgrounding() async throws {
        MatchBackgroundTask.scheduleTonight()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == MatchBackgroundTask.identifier },
                      "expected com.facemark.match to be pending after backgrounding, found \(pending.map(\.identifier))")
    }

    func testRequestAsksForExternalPower() throws {
        let recorder = RecordingSubmitter()
        MatchBackgroundTask.scheduleTonight(scheduler: recorder)
        let request = try XCTUnwrap(recorder.submitted.first as? BGProcessingTaskRequest)
        XCTAssertTrue(request.requiresExternalPower)
    }
}

final class RecordingSubmitter: TaskSubmitting {
    var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
    func pendingTaskRequests() async -> [BGTaskRequest] { submitted }
}
