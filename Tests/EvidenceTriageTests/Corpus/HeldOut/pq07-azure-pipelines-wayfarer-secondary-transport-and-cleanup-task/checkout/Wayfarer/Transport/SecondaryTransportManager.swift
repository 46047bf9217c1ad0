import UIKit

final class SecondaryTransportManager {
    static let backgroundTaskName = "com.wayfarer.transport.secondary"
    private let application: ApplicationProtocol
    private(set) var transport: TCPTransport?
    private(set) var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    init(application: ApplicationProtocol, transport: TCPTransport) {
        self.application = application
        self.transport = transport
    }

    func appWillEnterBackground() {
        // Socket cannot survive suspension; close it now.
        disconnectSecondaryTransport()
    }

    func appWillEnterForeground() {
        if transport == nil { reconnect() }
    }

    func disconnectSecondaryTransport() {
        transport?.close()
        transport = nil
        if backgroundTaskID != .invalid {
            application.endBackgroundTask(backgroundTaskID)
            backgroundTaskID = .invalid
        }
    }

    private func reconnect() { transport = TCPTransport.makeDefault(); transport?.open() }
}
