import BackgroundTasks
import XCTest
@testable import Tillbook

final class ReconcileTaskTests: XCTestCase {
    func testReconcileHandlerRegisteredAtLaunch() {
        let outcome = DiagnosticRecorder.shared.lastOutcome(for: TillbookTasks.reconcile, phase: .registration)
        XCTAssertTrue(outcome == .succeeded, "\(TillbookTasks.reconcile) registration was rejected")
    }

    func testSubmittingReconcileRequestSucceeds() {
        XCTAssertNoThrow(try TillbookTasks.submitReconcile())
    }

    func testRefreshHandlerRegisteredAtLaunch() {
        XCTAssertEqual(DiagnosticRecorder.shared.lastOutcome(for: TillbookTasks.refresh, phase: .registration), .succeeded)
    }
}
