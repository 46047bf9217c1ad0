import UIKit

final class TransportLifecycle: IAPTransportDelegate {
    private let application: ApplicationProtocol
    private(set) var transport: IAPTransport?
    private(set) var reconnectAttempts = 0

    init(application: ApplicationProtocol) { self.application = application }

    func connect() {
        let t = IAPTransport(application: application)
        t.delegate = self
        t.startBackgroundTaskIfNeeded()
        transport = t
    }

    /// Core never answered StartSession: tear the transport down and build a new one.
    func startSessionTimedOut() {
        transport = nil
        guard application.hasActiveBackgroundTask || application.applicationState == .active else { return }
        reconnectAttempts += 1
        connect()
    }

    func transportDidDisconnect(_ transport: IAPTransport) {}
}
