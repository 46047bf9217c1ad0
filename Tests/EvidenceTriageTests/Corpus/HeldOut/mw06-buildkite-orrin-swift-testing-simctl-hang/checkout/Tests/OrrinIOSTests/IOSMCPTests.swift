import Testing
@testable import OrrinIOS

@Suite struct IOSMCPTests {
    @Test(.timeLimit(.minutes(10)))
    func fullIOSWorkflow() async throws {
        let server = try await MCPTestServer.start()
        let session = try await server.call("preview_start", ["file": "Fixtures/CardView.swift", "platform": "ios"])
        let shot = try await server.call("preview_snapshot", ["session": session.id])
        #expect(shot.imageData.count > 0)
    }
}
