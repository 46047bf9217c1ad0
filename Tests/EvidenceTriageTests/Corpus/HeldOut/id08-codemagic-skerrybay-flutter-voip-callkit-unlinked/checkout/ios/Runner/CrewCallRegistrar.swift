import PushKit
import os

/// Registers for VoIP pushes once the crew member turns on "Crew calls" (Settings screen, via CrewCallChannel).
/// Incoming calls are reported by CrewCallReporter (SKB-611, replacing flutter_callkit_incoming).
final class CrewCallRegistrar: NSObject, PKPushRegistryDelegate {
    static let shared = CrewCallRegistrar()

    private var registry: PKPushRegistry?
    var isRegisteredForVoIP: Bool { registry?.desiredPushTypes?.contains(.voIP) == true }
    private let log = Logger(subsystem: "com.skerrybay.crew", category: "CrewCall")

    func enable() {
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        self.registry = registry
        log.info("crew calls enabled; waiting for VoIP token")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        CrewCallChannel.send(voipToken: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        CrewCallReporter.shared.report(CrewCallPayload(payload.dictionaryPayload), completion: completion)
    }
}
