import Foundation
import WatchConnectivity

/// Sends finished-run summaries to the phone with transferUserInfo, which
/// the system queues and delivers in the background when it sees fit.
final class WatchSync: NSObject, WCSessionDelegate {
    static let shared = WatchSync()
    var onTransferFinished: ((WCSessionUserInfoTransfer, Error?) -> Void)?

    func activate() {
        WCSession.default.delegate = self
        WCSession.default.activate()
    }

    @discardableResult
    func send(summary: [String: Any]) -> WCSessionUserInfoTransfer {
        WCSession.default.transferUserInfo(summary)
    }

    func session(_ session: WCSession, activationDidCompleteWith state: WCSessionActivationState, error: Error?) {}

    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: Error?) {
        onTransferFinished?(userInfoTransfer, error)
    }
}
