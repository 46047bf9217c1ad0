import CallKit
import PushKit
import os

protocol IncomingCallReporting {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}

extension CXProvider: IncomingCallReporting {}

final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    static let shared = VoIPPushHandler()

    private let log = Logger(subsystem: "com.ringlet.app", category: "PushKit")
    private(set) var registry: PKPushRegistry?
    var reporter: IncomingCallReporting = CallProvider.shared.provider

    func start(accessToken: String) {
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        self.registry = registry
        log.info("PKPushRegistry created")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        log.info("VoIP token updated")
        TokenUploader.shared.upload(voipToken: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        handleIncomingCall(payload.dictionaryPayload, completion: completion)
    }

    func handleIncomingCall(_ payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        let invite = CallInvite(payload)
        // Tell PushKit we are done as soon as the payload is parsed.
        completion()
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: invite.from)
        update.localizedCallerName = invite.callerName
        reporter.reportNewIncomingCall(with: invite.uuid, update: update) { [log] error in
            if let error { log.error("reportNewIncomingCall failed: \(error.localizedDescription)") }
        }
    }
}
