import CallKit
import PushKit

final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let provider: CallProviding
    private let log: CallEventLog

    init(provider: CallProviding, log: CallEventLog = .shared) {
        self.provider = provider
        self.log = log
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        handle(payload.dictionaryPayload, type: type, completion: completion)
    }

    func handle(_ dict: [AnyHashable: Any], type: PKPushType, completion: @escaping () -> Void) {
        guard type == .voIP else { completion(); return }
        let callerName = dict["callerName"] as? String ?? "Incoming Call"
        guard let callId = dict["callId"] as? String, let uuid = UUID(uuidString: callId) else {
            completion()                    // malformed push: nothing to show
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: callerName)
        provider.reportNewIncomingCall(with: uuid, update: update) { [log] error in
            log.append("reportCompleted")
            if let error { log.append("reportFailed:\((error as NSError).code)") }
        }
        log.append("report")
        completion()
        log.append("pushCompletion")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}
}
