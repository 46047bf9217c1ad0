import XCTest
@testable import Beacon
@testable import BeaconShared

final class AppRefreshJobTests: XCTestCase {
    func testRefreshJobUpdatesEntityCache() async throws {
        let env = try TestEnvironment.inMemory(seed: .livingRoom)
        let job = EntityRefreshJob(api: env.stubAPI(states: ["light.living_room": "off"]), database: env.database)
        try await job.run()
        XCTAssertEqual(try env.cachedState("light.living_room"), "off")
    }

    func testBackgroundLaunchedRefreshRunsUnderProtectedAccess() async throws {
        let env = try TestEnvironment.inMemory(seed: .livingRoom)
        // iOS launched the process straight into the background for the refresh task:
        // didEnterBackground is never delivered in this launch.
        env.lifecycle.launch(inBackground: true)
        let task = FakeAppRefreshTask(identifier: "com.lanternworks.beacon.refresh")
        BackgroundRefreshAdapter(job: EntityRefreshJob(api: env.stubAPI(), database: env.database)).handle(task: task)
        await task.waitForCompletion()

        XCTAssertEqual(env.activities.armedCount, 1, "database work in a background launch must hold an expiring activity")
        XCTAssertEqual(task.completedSuccessfully, true)
    }
}
