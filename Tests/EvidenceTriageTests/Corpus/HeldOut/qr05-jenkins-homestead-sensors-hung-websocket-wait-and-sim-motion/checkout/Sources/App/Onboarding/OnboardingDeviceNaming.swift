import Foundation
import PromiseKit

/// Names the device on the server during onboarding. Falls back to a local name when the
/// websocket does not answer within `timeout`.
final class OnboardingDeviceNaming {
    let connection: WebSocketConnecting
    let timeout: TimeInterval

    init(connection: WebSocketConnecting, timeout: TimeInterval = 10) {
        self.connection = connection
        self.timeout = timeout
    }

    func proposedName(default fallback: String) -> Promise<String> {
        let reply = connection.send(["type": "config/device_registry/list"])
            .map { response -> String in (response["name"] as? String) ?? fallback }
        let fallbackAfterTimeout = after(seconds: timeout).map { fallback }
        return race(reply, fallbackAfterTimeout)
    }
}
