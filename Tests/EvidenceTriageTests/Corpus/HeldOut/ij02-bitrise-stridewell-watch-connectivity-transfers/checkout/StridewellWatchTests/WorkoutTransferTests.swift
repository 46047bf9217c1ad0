import WatchConnectivity
import XCTest
@testable import StridewellWatch

final class WorkoutTransferTests: XCTestCase {
    func testFinishedWorkoutLeavesOutstandingQueueWithin90Seconds() async throws {
        try await WatchSessionActivator.activate(timeout: 10)
        let transfer = WorkoutTransfer()
        transfer.send(["workoutID": UUID().uuidString, "distance": 5_000.0, "duration": 1_649])

        let drained = expectation(description: "outstandingUserInfoTransfers drains")
        let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            NSLog("[Transfer] outstanding=%ld", transfer.outstandingCount)
            if transfer.outstandingCount == 0 { drained.fulfill() }
        }
        await fulfillment(of: [drained], timeout: 90)
        timer.invalidate()
    }
}
