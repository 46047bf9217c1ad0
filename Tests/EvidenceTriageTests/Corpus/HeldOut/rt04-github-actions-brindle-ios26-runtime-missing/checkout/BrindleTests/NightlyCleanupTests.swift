import Testing
import BackgroundTasks
@testable import Brindle

@Suite struct NightlyCleanupTests {
    @Test func requestRequiresPower() {
        #expect(NightlyCleanup.makeRequest().requiresExternalPower)
    }

    @Test func submitNightlyCleanup() throws {
        try NightlyCleanup.submit()
        #expect(DiagnosticRecorder.shared.lastOutcome(for: NightlyCleanup.identifier) == .succeeded)
    }
}
