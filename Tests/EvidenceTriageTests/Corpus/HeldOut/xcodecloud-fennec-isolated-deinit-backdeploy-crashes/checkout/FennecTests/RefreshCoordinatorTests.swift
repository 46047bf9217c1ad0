import XCTest
@testable import Fennec

/// RefreshCoordinator owns the com.fennec.dictation.transcript-refresh BGAppRefreshTask request
/// and cancels it when it goes away. The scheduler is a fake here.
final class RefreshCoordinatorTests: XCTestCase {
    func testPlannerSkipsWhenOnCellular() {
        let planner = RefreshPlanner(network: .cellular, pendingTranscripts: 4)
        XCTAssertEqual(planner.decision, .skip(reason: .cellular))
    }

    func testDeinitCancelsPendingRefresh() {
        let scheduler = FakeTaskScheduler()
        var coordinator: RefreshCoordinator? = RefreshCoordinator(scheduler: scheduler)
        coordinator?.transcriptSaved()
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.fennec.dictation.transcript-refresh"])

        coordinator = nil

        XCTAssertEqual(scheduler.cancelled, ["com.fennec.dictation.transcript-refresh"])
    }
}
