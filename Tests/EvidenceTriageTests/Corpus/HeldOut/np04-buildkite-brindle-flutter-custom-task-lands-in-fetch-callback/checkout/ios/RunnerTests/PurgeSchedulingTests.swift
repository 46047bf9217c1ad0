import Testing
@testable import Runner

@Suite("PurgeScheduling")
struct PurgeSchedulingTests {
    @Test func purgeEventDoesNotTriggerNetworkSync() async throws {
        let harness = try FlutterEngineHarness(entrypoint: "main", testName: "purgeEventDoesNotTriggerNetworkSync")
        let stub = try harness.installHTTPStub()
        try harness.deliverBackgroundFetchEvent(taskId: "com.transistorsoft.purge-tiles")
        try await harness.finished(taskId: "com.transistorsoft.purge-tiles")
        let syncRequests = stub.requests(matching: "/v2/trails/sync")
        #expect(syncRequests.count == 0)
    }

    @Test func purgeTaskIsPeriodic() async throws {
        let harness = try FlutterEngineHarness(entrypoint: "main", testName: "purgeTaskIsPeriodic")
        #expect(try harness.scheduledTask("com.transistorsoft.purge-tiles")?.periodic == true)
    }
}
