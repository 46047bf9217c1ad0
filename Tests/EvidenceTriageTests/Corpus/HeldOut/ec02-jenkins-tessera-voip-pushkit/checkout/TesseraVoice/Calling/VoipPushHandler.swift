import Foundation
import PushKit
import CallKit
import os

/// What the handler needs from CXProvider; the real provider is wrapped by CallKitReporter.
protocol IncomingCallReporting: AnyObject {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate,
                               completion: @escaping (Error?) -> Void)
}

struct VoipPayload {
    let type: String          // "call_invite" | "call_cancelled"
    let callID: UUID
    let callerName: String

    init?(_ dictionary: [AnyHashable: Any]) {
        guard let type = dictionary["type"] as? String,
              let raw = dictionary["call_id"] as? String,
              let callID = UUID(uuidString: raw) else { return nil }
        self.type = type
        self.callID = callID
        self.callerName = dictionary["caller_name"] as? String ?? "Unknown"
    }
}

final class VoipPushHandler: NSObject {
    private let log = Logger(subsystem: "com.tesseravoice.app", category: "voip")
    private let reporter: IncomingCallReporting
    private let calls: ActiveCallStore

    init(reporter: IncomingCallReporting, calls: ActiveCallStore) {
        self.reporter = reporter
        self.calls = calls
    }

    /// Called from pushRegistry(_:didReceiveIncomingPushWith:for:completion:).
    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let voip = VoipPayload(payload) else {
            log.error("unparseable VoIP payload")
            completion()
            return
        }

        if voip.type == "call_cancelled" {
            // Caller hung up before we answered: nothing to ring.
            calls.markMissed(voip.callID)
            completion()
            return
        }

        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: voip.callerName)
        update.localizedCallerName = voip.callerName
        reporter.reportNewIncomingCall(with: voip.callID, update: update) { [log] error in
            if let error {
                log.error("reportNewIncomingCall failed: \(error.localizedDescription, privacy: .public)")
            }
        }
        calls.markRinging(voip.callID)
        completion()
    }
}

final class ActiveCallStore {
    private(set) var ringing: Set<UUID> = []
    private(set) var missed: Set<UUID> = []
    func markRinging(_ id: UUID) { ringing.insert(id) }
    func markMissed(_ id: UUID) { missed.insert(id); ringing.remove(id) }
}
