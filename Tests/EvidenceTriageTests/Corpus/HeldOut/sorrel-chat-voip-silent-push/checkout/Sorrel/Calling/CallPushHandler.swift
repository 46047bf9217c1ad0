//
//  CallPushHandler.swift
//  Sorrel
//
//  PushKit VoIP pushes must be reported to CallKit before the PushKit completion
//  is called, and the completion must be called on every path.
//

import CallKit
import Foundation
import PushKit

protocol IncomingCallReporting {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate,
                               completion: @escaping (Error?) -> Void)
}

extension CXProvider: IncomingCallReporting {}

final class CallPushHandler {
    private let reporter: IncomingCallReporting
    private let calls: ActiveCallStore

    init(reporter: IncomingCallReporting, calls: ActiveCallStore) {
        self.reporter = reporter
        self.calls = calls
    }

    /// Called from PKPushRegistryDelegate.pushRegistry(_:didReceiveIncomingPushWith:for:completion:).
    func handleIncomingPush(_ payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        let uuid = (payload["call_uuid"] as? String).flatMap(UUID.init(uuidString:)) ?? UUID()
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: payload["caller_handle"] as? String ?? "unknown")
        update.localizedCallerName = payload["caller_name"] as? String
        update.hasVideo = (payload["video"] as? Bool) ?? false

        reporter.reportNewIncomingCall(with: uuid, update: update) { [calls] error in
            if let error {
                // Do Not Disturb, blocked caller or duplicate UUID: CallKit refuses the call.
                NSLog("CallPushHandler: CallKit refused call %@: %@", uuid.uuidString, String(describing: error))
                return
            }
            calls.insert(uuid: uuid, caller: update.localizedCallerName)
            completion()
        }
    }
}
