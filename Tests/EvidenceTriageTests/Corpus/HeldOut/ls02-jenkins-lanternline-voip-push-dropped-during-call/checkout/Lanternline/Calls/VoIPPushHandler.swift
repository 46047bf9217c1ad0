import CallKit
import Foundation
import PushKit
import os

/// Receives PushKit VoIP pushes and turns them into CallKit incoming calls.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let log = Logger(subsystem: "io.lanternline.app", category: "voip")
    private let provider: CallReporting
    private let registry: CallRegistry
    private let tokenStore: VoIPTokenStore

    init(provider: CallReporting, registry: CallRegistry, tokenStore: VoIPTokenStore) {
        self.provider = provider
        self.registry = registry
        self.tokenStore = tokenStore
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        tokenStore.save(credentials.token, for: type)
    }

    func pushRegistry(_ pushRegistry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        handle(payload.dictionaryPayload, completion: completion)
    }

    /// Split out so unit tests can drive it without PushKit.
    func handle(_ payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let call = IncomingCall(payload: payload) else {
            log.error("malformed VoIP payload, reporting placeholder call")
            provider.reportPlaceholderAndEnd(completion: completion)
            return
        }
        // Call waiting (LL-2291): while a call is active a second ring used to be ignored here.
        // PushKit requires EVERY VoIP push to be reported to CallKit, even when we are busy.
        if registry.hasActiveCall {
            log.info("ignoring push for \(call.uuid, privacy: .public), call already active")
            completion()
            return
        }
        registry.track(call)
        provider.reportNewIncomingCall(with: call.uuid, update: call.update) { error in
            if let error { self.log.error("reportNewIncomingCall failed: \(error.localizedDescription, privacy: .public)") }
            completion()
        }
    }
}
