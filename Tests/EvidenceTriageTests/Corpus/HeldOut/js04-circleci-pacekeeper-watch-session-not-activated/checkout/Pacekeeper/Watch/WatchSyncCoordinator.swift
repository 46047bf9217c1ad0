import Foundation
import WatchConnectivity

/// Pushes planned routes to the watch app as files.
final class WatchSyncCoordinator: NSObject {
    private let session: WatchSessionProtocol
    private var pending: [Route] = []

    init(session: WatchSessionProtocol = WCSession.default) {
        self.session = session
        super.init()
        session.onActivation = { [weak self] state in self?.sessionDidActivate(state) }
    }

    func sendRoute(_ route: Route) {
        // A paired watch without the app gets nothing; everything else is sent straight away
        // and WatchConnectivity queues it until the session is up.
        guard session.isPaired, session.isWatchAppInstalled else { return }
        let url = RouteArchive.write(route)
        NSLog("[WatchSync] transferFile %@ (session state: %@)", url.lastPathComponent, session.activationState.debugName)
        session.transferFile(url, metadata: ["route": route.id])
    }

    private func sessionDidActivate(_ state: WCSessionActivationState) {
        guard state == .activated else { return }
        pending.forEach(sendRoute)
        pending.removeAll()
    }
}
