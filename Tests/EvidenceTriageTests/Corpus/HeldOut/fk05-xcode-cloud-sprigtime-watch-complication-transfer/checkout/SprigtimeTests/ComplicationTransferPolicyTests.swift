import Testing
import WatchConnectivity
@testable import SprigtimeKit

@Suite struct ComplicationTransferPolicyTests {
    final class FakeSession: WatchSessioning {
        var activationState: WCSessionActivationState = .activated
        var isPaired = true
        var isWatchAppInstalled = true
        var isComplicationEnabled = true
        var remainingComplicationUserInfoTransfers = 50
        var complicationTransfers: [[String: Any]] = []
        var appliedContexts: [[String: Any]] = []
        func transferCurrentComplicationUserInfo(_ userInfo: [String: Any]) -> WCSessionUserInfoTransfer {
            complicationTransfers.append(userInfo)
            return WCSessionUserInfoTransfer()
        }
        func updateApplicationContext(_ applicationContext: [String: Any]) throws { appliedContexts.append(applicationContext) }
    }

    static let state = TimerState(phase: .focus, startedAt: Date(timeIntervalSince1970: 1_794_043_200),
                                  endsAt: Date(timeIntervalSince1970: 1_794_044_700), completedRounds: 2)

    @Test func usesComplicationTransferWhileBudgetRemains() {
        let session = FakeSession()
        let route = ComplicationSync(session: session, log: { _ in }).publish(Self.state)
        #expect(route == .complicationTransfer)
        #expect(session.complicationTransfers.count == 1)
    }

    @Test func usesApplicationContextWhenBudgetExhausted() {
        let session = FakeSession()
        session.remainingComplicationUserInfoTransfers = 0
        ComplicationSync(session: session, log: { _ in }).publish(Self.state)
        #expect(session.appliedContexts.count == 1)
        #expect(session.complicationTransfers.isEmpty)
    }

    @Test func skipsWhenWatchAppMissing() {
        let session = FakeSession()
        session.isWatchAppInstalled = false
        #expect(ComplicationSync(session: session, log: { _ in }).publish(Self.state) == .skipped)
    }
}
