import PushKit
import CallKit
import os

/// PushKit delegate. Every VoIP push must be reported to CallKit before returning,
/// or iOS terminates the app.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let callProvider: CallReporting
    private let log = Logger(subsystem: "com.ringlet.app", category: "VoIP")

    init(callProvider: CallReporting) { self.callProvider = callProvider }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        NSLog("[PushKit] credentials updated for %@ (%d bytes)", type.rawValue, pushCredentials.token.count)
        TokenUploader.shared.uploadVoIPToken(pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        guard type == .voIP, let call = IncomingCall(payload: payload.dictionaryPayload) else {
            completion()
            return
        }
        NSLog("[VoIP] push for call %@ caller \"%@\" - reporting to CallKit", call.uuid.uuidString, call.callerName)
        // Swift 6 strict concurrency: CallKit is reported through the async API on the main actor.
        Task { @MainActor in
            do {
                try await self.callProvider.reportNewIncomingCall(with: call.uuid, update: call.update)
                NSLog("[VoIP] call %@ reported", call.uuid.uuidString)
            } catch {
                NSLog("[VoIP] reportNewIncomingCall failed: %@", String(describing: error))
            }
        }
        completion()
    }
}
