import UIKit

final class RelaySocket {
    enum State: Equatable { case disconnected, connecting, connected }
    private(set) var state: State = .disconnected
    private(set) var reconnectAttempts = 0
    private var manuallyDisconnected = false
    private let transport: RelayTransport
    private let appState: () -> UIApplication.State

    init(transport: RelayTransport, appState: @escaping () -> UIApplication.State = { UIApplication.shared.applicationState }) {
        self.transport = transport
        self.appState = appState
        transport.onClose = { [weak self] in self?.handleClose() }
        transport.onOpen = { [weak self] in self?.state = .connected }
    }

    func connect() {
        manuallyDisconnected = false
        state = .connecting
        transport.open()
    }

    func disconnect(forced: Bool) {
        manuallyDisconnected = forced
        transport.close()
        state = .disconnected
    }

    func reconnectIfNeeded() {
        guard !manuallyDisconnected, state == .disconnected else {
            NSLog("[Relay] reconnect skipped (manual=%d state=%@)", manuallyDisconnected ? 1 : 0, String(describing: state))
            return
        }
        reconnectAttempts += 1
        state = .connecting
        transport.open()
    }

    private func handleClose() {
        state = .disconnected
        guard appState() == .active else {
            NSLog("[Relay] socket closed while app not active; waiting for foreground")
            return
        }
        reconnectIfNeeded()
    }
}
