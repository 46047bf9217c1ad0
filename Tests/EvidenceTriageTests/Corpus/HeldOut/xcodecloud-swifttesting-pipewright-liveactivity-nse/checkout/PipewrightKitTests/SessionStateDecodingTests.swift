import Foundation
import Testing
@testable import PipewrightKit

@Suite struct SessionStateDecodingTests {
    @Test func decodesRunningState() throws {
        let state = try JSONDecoder().decode(SessionState.self, from: Fixture.data("session-running.json"))
        #expect(state.phase == .running)
    }

    @Test func decodesApprovalPendingState() throws {
        let state = try JSONDecoder().decode(SessionState.self, from: Fixture.data("session-approval.json"))
        #expect(state.pendingApprovals.count == 2)
    }
}
