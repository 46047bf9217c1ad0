//
//  VoIPPushHandler.swift
//  Pillarbox
//
//  PushKit delegate. The signalling service sends three kinds of VoIP push:
//  "incoming" (ring), "cancelled" (caller hung up before we answered) and "missed"
//  (ring timed out on the server).
//

import CallKit
import Foundation
import OSLog
import PushKit

final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let provider: CXProvider
    private let callStore: CallStore
    private let tokenUploader: VoIPTokenUploading
    private let log = Logger(subsystem: "com.pillarbox.app", category: "VoIP")

    init(provider: CXProvider, callStore: CallStore, tokenUploader: VoIPTokenUploading) {
        self.provider = provider
        self.callStore = callStore
        self.tokenUploader = tokenUploader
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        tokenUploader.upload(pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        guard type == .voIP, let event = CallPushEvent(payload.dictionaryPayload) else {
            completion()
            return
        }
        log.info("VoIP push \(event.kind.rawValue, privacy: .public) for call \(event.callUUID, privacy: .public)")

        switch event.kind {
        case .incoming:
            let update = CXCallUpdate()
            update.remoteHandle = CXHandle(type: .phoneNumber, value: event.callerNumber)
            update.localizedCallerName = event.callerName
            update.hasVideo = event.hasVideo
            provider.reportNewIncomingCall(with: event.callUUID, update: update) { [callStore] error in
                if error == nil { callStore.didStartRinging(event.callUUID, from: event.callerName) }
                completion()
            }

        case .cancelled, .missed:
            // The caller has gone: nothing to show, just clear our ringing state and badge.
            callStore.endRingingCall(event.callUUID, reason: event.kind == .missed ? .unanswered : .remoteEnded)
            completion()
        }
    }
}
