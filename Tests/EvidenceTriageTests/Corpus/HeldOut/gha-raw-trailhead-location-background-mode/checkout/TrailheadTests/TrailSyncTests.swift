import Foundation
import Testing
@testable import Trailhead

@Suite("Trail sync", .serialized)
struct TrailSyncTests {
    let transport = StubTransport()

    @Test func uploadsSingleRide() async throws {
        transport.respond(to: "/v2/rides", status: 201, body: #"{"id":"r_1"}"#)
        let sync = TrailSync(transport: transport, queue: RideQueue(rides: [.fixtureShortLoop]))
        try await sync.uploadPending()
        #expect(transport.requests.count == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func uploadsQueuedRides() async throws {
        transport.respond(to: "/v2/rides/batch", status: 204, body: "")
        let sync = TrailSync(transport: transport, queue: RideQueue(rides: [.fixtureShortLoop, .fixtureRidgeLoop]))
        try await sync.uploadPending()
        #expect(sync.queue.isEmpty)
    }
}
