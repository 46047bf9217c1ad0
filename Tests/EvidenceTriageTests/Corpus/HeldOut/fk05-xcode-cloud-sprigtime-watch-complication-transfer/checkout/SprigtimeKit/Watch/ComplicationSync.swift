import Foundation
import WatchConnectivity

/// The parts of WCSession ComplicationSync uses, so tests can count what was sent.
public protocol WatchSessioning: AnyObject {
    var activationState: WCSessionActivationState { get }
    var isPaired: Bool { get }
    var isWatchAppInstalled: Bool { get }
    var isComplicationEnabled: Bool { get }
    var remainingComplicationUserInfoTransfers: Int { get }
    @discardableResult func transferCurrentComplicationUserInfo(_ userInfo: [String: Any]) -> WCSessionUserInfoTransfer
    func updateApplicationContext(_ applicationContext: [String: Any]) throws
}

extension WCSession: WatchSessioning {}

/// Pushes the running focus session to the watch face complication.
/// transferCurrentComplicationUserInfo wakes the watch extension to reload its complication,
/// but only ~50 times a day; past the budget we only publish the latest state through the
/// application context (later states replace earlier ones instead of queueing up).
public final class ComplicationSync {
    private let session: WatchSessioning
    private let log: (String) -> Void

    public init(session: WatchSessioning, log: @escaping (String) -> Void = { print("[Sprigtime] \($0)") }) {
        self.session = session
        self.log = log
    }

    public enum Route: Equatable { case complicationTransfer, applicationContext, skipped }

    @discardableResult
    public func publish(_ state: TimerState) -> Route {
        guard session.activationState == .activated, session.isPaired, session.isWatchAppInstalled else {
            log("watch not ready (state=\(session.activationState.rawValue) paired=\(session.isPaired) installed=\(session.isWatchAppInstalled))")
            return .skipped
        }
        let payload = state.watchPayload
        if session.isComplicationEnabled {
            session.transferCurrentComplicationUserInfo(payload)
            log("transferCurrentComplicationUserInfo queued (remaining=\(session.remainingComplicationUserInfoTransfers))")
            return .complicationTransfer
        }
        do {
            try session.updateApplicationContext(payload)
            log("applicationContext updated")
            return .applicationContext
        } catch {
            log("updateApplicationContext failed: \(error)")
            return .skipped
        }
    }
}
