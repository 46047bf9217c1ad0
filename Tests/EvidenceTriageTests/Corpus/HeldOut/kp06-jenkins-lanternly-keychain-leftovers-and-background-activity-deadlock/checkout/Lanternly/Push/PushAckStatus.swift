import Foundation

/// Confirms silent pushes to the server; in the background the ack is sent inside a background activity.
final class PushAckStatus {
    private let factory: BackgroundActivityFactory
    private let transport: AckTransport

    init(factory: BackgroundActivityFactory, transport: AckTransport) {
        self.factory = factory
        self.transport = transport
    }

    func didReceiveSilentPush(id: String, appState: AppState) {
        guard appState == .background else { return transport.enqueueAck(id) }
        guard let activity = factory.begin("ack push \(id)") else { return }
        // Only one ack may be in flight per background task; wait for earlier activities to end.
        factory.whenOnlyActivity(activity) { [transport] in
            transport.enqueueAck(id)
            self.factory.end(activity)
        }
        if factory.openActivityCount > 1 {
            NSLog("[PushAck] waiting for the background task to settle before enqueuing ack %@", id)
        }
    }
}
