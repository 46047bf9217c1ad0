import Foundation
import PushKit
import CallKit
import Flutter

/// Bridges PushKit to flutter_callkit_incoming style handling.
final class VoipPushDelegate: NSObject, PKPushRegistryDelegate {
    private let callProvider: CallProviding
    private let channel: MethodChanneling

    init(callProvider: CallProviding, channel: MethodChanneling) {
        self.callProvider = callProvider
        self.channel = channel
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        channel.invoke("voipToken", pushCredentials.token.map { String(format: "%02x", $0) }.joined())
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        let data = payload.dictionaryPayload
        guard let id = data["id"] as? String else { completion(); return }

        if (data["status"] as? String) == "ended" {
            // Caller already hung up: nothing to show, just tell Dart.
            channel.invoke("callEnded", id)
            completion()
            return
        }

        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: data["nameCaller"] as? String ?? "Unknown")
        callProvider.reportNewIncomingCall(id: id, update: update) { _ in
            completion()
        }
    }
}
