import Testing
@testable import OrrinIOS

@Suite struct SimulatorManagerTests {
    @Test func bootAndShutdown() async throws {
        let manager = SimulatorManager()
        let device = try await manager.pickAvailableDevice()
        try await manager.bootDevice(device)
        #expect(try await manager.state(of: device) == .booted)
        try await manager.shutdown(device)
    }
}
