import Foundation
import WatchConnectivity

/// Phone side of the route-sync handshake with the watch app.
final class PhoneRelay: NSObject {
    static let shared = PhoneRelay()
    private let session: WCSession

    init(session: WCSession = .default) {
        self.session = session
        super.init()
    }

    var stateDescription: String {
        "activationState=\(session.activationState.rawValue) isPaired=\(session.isPaired) " +
        "isWatchAppInstalled=\(session.isWatchAppInstalled) isReachable=\(session.isReachable)"
    }

    /// Interactive message: only delivered while the watch app is reachable (in the foreground).
    func requestRouteAck(routeID: String, completion: @escaping (Result<[String: Any], Error>) -> Void) {
        NSLog("[Relay] sendMessage routeSync %@ (%@)", routeID, stateDescription)
        session.sendMessage(["type": "routeSync", "routeID": routeID], replyHandler: { reply in
            completion(.success(reply))
        }, errorHandler: { error in
            NSLog("[Relay] routeSync failed: %@", String(describing: error))
            completion(.failure(error))
        })
    }
}
