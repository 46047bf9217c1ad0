import Testing
@testable import Stridewell

@Suite struct WorkoutSyncTests {
    @Test func uploadsNewWorkout() async throws {
        let api = RecordingAPI()
        let sync = WorkoutSync(api: api, store: .inMemory(workouts: [.fixtureRun]))
        try await sync.observerDidFire()
        #expect(api.uploadedIDs == ["run-0412"])
    }

    @Test func uploadsEachWorkoutOnce() async throws {
        let api = RecordingAPI()
        let sync = WorkoutSync(api: api, store: .inMemory(workouts: [.fixtureRun]))
        // HealthKit may call the observer again for the same change
        try await sync.observerDidFire()
        try await sync.observerDidFire()
        #expect(api.uploadedIDs == ["run-0412"])
    }
}
