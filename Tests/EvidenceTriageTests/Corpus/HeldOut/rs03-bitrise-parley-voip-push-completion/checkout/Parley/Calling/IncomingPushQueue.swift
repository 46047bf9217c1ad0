import Foundation

final class IncomingPushQueue {
    private let bridge: BridgeDelivering

    init(bridge: BridgeDelivering) { self.bridge = bridge }

    func enqueue(_ payload: [String: String]) {
        guard bridge.isReady else { return }
        bridge.deliver(event: "notification", payload: payload)
    }
}
