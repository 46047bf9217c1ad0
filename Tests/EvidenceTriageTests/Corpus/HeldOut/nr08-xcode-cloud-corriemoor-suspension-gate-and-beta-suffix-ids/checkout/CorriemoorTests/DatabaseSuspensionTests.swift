import Testing
@testable import Corriemoor

@Suite(.serialized) struct DatabaseSuspensionTests {
    @Test func writesAllowedWhileActive() {
        #expect(DatabaseSuspensionGate().allowsWrite())
    }

    @Test func writesRejectedAfterExpiration() {
        let gate = DatabaseSuspensionGate()
        TideRefreshJob.isRunning = true
        defer { TideRefreshJob.isRunning = false }
        gate.backgroundTimeWillExpire()
        #expect(!gate.allowsWrite())
    }
}
