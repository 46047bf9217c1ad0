import Foundation
import WatchConnectivity

final class WatchBridge: NSObject, WCSessionDelegate {
    private let session: WatchSessionProtocol

    init(session: WatchSessionProtocol) { self.session = session }

    func activate() {
        session.delegate = self
        session.activate()
    }

    func send(summary: WorkoutSummary) async -> Error? {
        NSLog("[WatchBridge] state paired=%@ installed=%@ reachable=%@",
              session.isPaired ? "YES" : "NO", session.isWatchAppInstalled ? "YES" : "NO", session.isReachable ? "YES" : "NO")
        return await withCheckedContinuation { cont in
            session.sendMessage(WorkoutPayloadEncoder().encode(summary), replyHandler: { _ in cont.resume(returning: nil) },
                                errorHandler: { cont.resume(returning: $0) })
        }
    }

    func updateContext(latest: WorkoutSummary) throws {
        try session.updateApplicationContext(WorkoutPayloadEncoder().encode(latest))
    }

    func session(_ session: WCSession, activationDidCompleteWith state: WCSessionActivationState, error: Error?) {}
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { session.activate() }
}
