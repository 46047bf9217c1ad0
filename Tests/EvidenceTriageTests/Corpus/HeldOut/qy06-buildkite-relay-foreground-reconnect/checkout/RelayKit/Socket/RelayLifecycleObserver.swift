import UIKit

/// Opens and closes the relay socket as the app moves between states.
final class RelayLifecycleObserver {
    private let socket: RelaySocket
    private let center: NotificationCenter
    private var tokens: [NSObjectProtocol] = []

    init(socket: RelaySocket, center: NotificationCenter = .default) {
        self.socket = socket
        self.center = center
        tokens.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [socket] _ in
            socket.disconnect(forced: true)
        })
        tokens.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [socket] _ in
            socket.reconnectIfNeeded()
        })
    }
}
