import PushKit
import CallKit

/// Receives VoIP pushes and turns them into CallKit calls.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let callReporter: CallReporting
    private let directory: CallerDirectory

    init(callReporter: CallReporting, directory: CallerDirectory) {
        self.callReporter = callReporter
        self.directory = directory
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        handle(payload: payload.dictionaryPayload, completion: completion)
    }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let callID = payload["call_id"] as? String, let uuid = UUID(uuidString: callID) else {
            completion()
            return
        }
        if payload["kind"] as? String == "cancel" {
            // Caller hung up before we answered: nothing to show.
            completion()
            return
        }
        let handle = payload["from"] as? String ?? "unknown"
        // Look the caller up first so CallKit shows a name, then report.
        directory.lookup(handle: handle) { [callReporter] name in
            callReporter.reportNewIncomingCall(uuid: uuid, handle: handle, displayName: name)
        }
        completion()
    }
}
