import WatchConnectivity

enum WatchCommand: Codable { case startWorkout(kind: WorkoutKind), stopWorkout }
enum WatchReply: Codable, Equatable { case ack, rejected(String), failed(String) }

final class WatchSync: NSObject, WCSessionDelegate {
    private let session: WCSession
    private var reachabilityObservers: [UUID: (Bool) -> Void] = [:]

    init(session: WCSession) {
        self.session = session
        super.init()
        session.delegate = self
    }

    var isReachable: Bool { session.isReachable }

    func activate() async throws {
        session.activate()
        try await waitForActivation()
        print("[WC] activationState=activated isPaired=\(session.isPaired) isWatchAppInstalled=\(session.isWatchAppInstalled) isReachable=\(session.isReachable)")
    }

    /// Sends an encoded command with sendMessageData(_:replyHandler:errorHandler:).
    func send(_ command: WatchCommand, timeout: TimeInterval) async throws -> WatchReply {
        let data = try JSONEncoder().encode(command)
        return await withCheckedContinuation { cont in
            session.sendMessageData(data, replyHandler: { replyData in
                cont.resume(returning: (try? JSONDecoder().decode(WatchReply.self, from: replyData)) ?? .failed("undecodable"))
            }, errorHandler: { error in
                print("[WC] sendMessageData error: \(error)")
                cont.resume(returning: .failed((error as NSError).domain + ":" + String((error as NSError).code)))
            })
        }
    }

    func sessionReachabilityDidChange(_ session: WCSession) {
        print("[WC] sessionReachabilityDidChange isReachable=\(session.isReachable)")
        reachabilityObservers.values.forEach { $0(session.isReachable) }
    }

    // activation / inactive / deactivate callbacks elided
}
