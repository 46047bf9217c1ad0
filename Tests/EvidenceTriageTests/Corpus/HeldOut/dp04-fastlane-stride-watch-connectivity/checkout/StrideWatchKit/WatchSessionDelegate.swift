import WatchConnectivity

/// Watch side. Receives commands from the phone.
final class WatchSessionDelegate: NSObject, WCSessionDelegate {
    let workouts: WorkoutController

    init(workouts: WorkoutController) { self.workouts = workouts }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}

    // BUG: the phone sends with a replyHandler, which is delivered to
    // session(_:didReceiveMessageData:replyHandler:). Only the no-reply variant exists here,
    // so WatchConnectivity answers the phone with a delivery error.
    func session(_ session: WCSession, didReceiveMessageData messageData: Data) {
        guard let command = try? JSONDecoder().decode(WatchCommand.self, from: messageData) else { return }
        workouts.handle(command)
    }
}
