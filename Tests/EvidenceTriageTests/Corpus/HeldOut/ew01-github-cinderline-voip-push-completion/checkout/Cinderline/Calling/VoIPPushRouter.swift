//
//  VoIPPushRouter.swift
//  Cinderline
//
//  Routes PushKit VoIP pushes to CallKit. Since iOS 13 every VoIP push must be
//  reported to CallKit before the PushKit completion handler is called, or the
//  system terminates the app ("Killing app because it never posted an incoming
//  call to the system after receiving a PushKit VoIP push").
//

import CallKit
import Foundation
import OSLog
import PushKit

final class VoIPPushRouter {
    private let provider: CallProviding
    private let history: CallHistoryStore
    private let log = Logger(subsystem: "com.cinderline.ios", category: "PushKit")

    init(provider: CallProviding, history: CallHistoryStore) {
        self.provider = provider
        self.history = history
    }

    /// Called from `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`.
    func handle(payload: [AnyHashable: Any], type: PKPushType, completion: @escaping () -> Void) {
        guard type == .voIP else {
            completion()
            return
        }
        log.info("didReceiveIncomingPush kind=\(String(describing: payload["kind"] ?? "nil"), privacy: .public)")

        guard let call = IncomingCallPayload(dictionary: payload) else {
            // Malformed push: still report (and immediately end) a call so the
            // system does not count this push against us.
            let uuid = UUID()
            provider.reportIncomingCall(uuid: uuid, update: IncomingCallPayload.placeholderUpdate) { [provider] _ in
                provider.endCall(uuid: uuid, reason: .failed)
            }
            completion()
            return
        }

        if call.kind == .missedCall {
            // Caller hung up before the push arrived: only the badge changes.
            log.info("missed-call push for \(call.uuid, privacy: .public); updating history only")
            history.recordMissed(call)
            completion()
            return
        }

        provider.reportIncomingCall(uuid: call.uuid, update: call.update) { [log] error in
            if let error {
                log.error("reportNewIncomingCall failed: \(error.localizedDescription, privacy: .public)")
            }
        }
        // Let PushKit know we are done with the push.
        completion()
    }
}
