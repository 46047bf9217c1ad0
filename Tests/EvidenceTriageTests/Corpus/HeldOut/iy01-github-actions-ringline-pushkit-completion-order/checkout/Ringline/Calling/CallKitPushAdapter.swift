import Foundation
import PushKit

/// Bridges PushKit VoIP pushes to CallKit.
///
/// PushKit requires every VoIP push to be reported to CallKit before the push's
/// completion runs; pushes of any other type should complete right away.
final class CallKitPushAdapter: NSObject, PKPushRegistryDelegate {
    private let callKit: CallKitService

    init(callKit: CallKitService) {
        self.callKit = callKit
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        VoIPRegistration.shared.didReceive(token: pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        handle(payload: payload.dictionaryPayload, type: type, completion: completion)
    }

    func handle(payload: [AnyHashable: Any], type: PKPushType, completion: @escaping () -> Void) {
        // The completion waits in CallKitService until CXProvider has finished
        // reporting the call (see CallKitService.reportIncomingCall).
        callKit.pushNotificationCompletionHandler = completion

        guard type == .voIP, let call = IncomingCall(payload: payload) else {
            Log.calling.info("ignoring push of type \(type.rawValue)")
            return
        }
        callKit.reportIncomingCall(call)
    }
}
