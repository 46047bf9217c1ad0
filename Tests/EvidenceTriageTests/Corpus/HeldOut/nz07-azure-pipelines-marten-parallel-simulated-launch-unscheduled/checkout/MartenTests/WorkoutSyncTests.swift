import XCTest
@testable import Marten

final class WorkoutSyncTests: XCTestCase {
    override func setUp() async throws {
        try await WorkoutStore.shared.reset(pending: 3)
    }

    func testSimulatedLaunchUploadsPendingWorkouts() throws {
        let uploaded = expectation(description: "pending workouts uploaded")
        WorkoutUploader.shared.onFinishedForTesting = { _ in uploaded.fulfill() }
        BGTestHarness.simulateLaunch(WorkoutUploadTask.identifier)
        wait(for: [uploaded], timeout: 20)
    }

    func testUploadMarksWorkoutsSynced() async throws {
        let uploader = WorkoutUploader(api: StubWorkoutAPI(), store: WorkoutStore.shared)
        _ = await uploader.uploadPending()
        let synced = try await WorkoutStore.shared.all().filter(\.isSynced).count
        XCTAssertEqual(synced, 3)
    }
}
