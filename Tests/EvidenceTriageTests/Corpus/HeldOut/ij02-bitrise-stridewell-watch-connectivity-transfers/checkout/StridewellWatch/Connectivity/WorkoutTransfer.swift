import Foundation
import WatchConnectivity

/// Watch side: queues a finished workout for the phone. Delivery is up to the system.
final class WorkoutTransfer {
    private let session: WCSession

    init(session: WCSession = .default) { self.session = session }

    @discardableResult
    func send(_ payload: [String: Any]) -> WCSessionUserInfoTransfer {
        let transfer = session.transferUserInfo(payload)
        NSLog("[Transfer] transferUserInfo queued workout=%@ outstanding=%ld",
              payload["workoutID"] as? String ?? "?", session.outstandingUserInfoTransfers.count)
        return transfer
    }

    var outstandingCount: Int { session.outstandingUserInfoTransfers.count }
}
