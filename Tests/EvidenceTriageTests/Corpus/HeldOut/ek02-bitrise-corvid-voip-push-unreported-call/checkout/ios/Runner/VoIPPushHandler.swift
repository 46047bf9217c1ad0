import CallKit
import Foundation
import PushKit

protocol IncomingCallReporting: AnyObject {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}
extension CXProvider: IncomingCallReporting {}

/// Receives VoIP pushes for the Flutter call screen (ios/Runner).
final class VoIPPushHandler: NSObject {
    private let reporter: IncomingCallReporting
    private let activeCalls: ActiveCallStore

    init(reporter: IncomingCallReporting, activeCalls: ActiveCallStore) {
        self.reporter = reporter
        self.activeCalls = activeCalls
    }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        let kind = payload["kind"] as? String ?? "incoming"
        guard let callID = (payload["call_id"] as? String).flatMap(UUID.init(uuidString:)) else {
            completion()
            return
        }
        if kind == "call_ended" {
            // Caller hung up before we answered: nothing to show.
            activeCalls.remove(callID)
            NSLog("VoIPPushHandler: call_ended for %@, skipping CallKit report", callID.uuidString)
            completion()
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: payload["caller"] as? String ?? "Unknown")
        update.hasVideo = (payload["video"] as? Bool) ?? false
        completion()
        reporter.reportNewIncomingCall(with: callID, update: update) { [activeCalls] error in
            if error == nil { activeCalls.insert(callID) }
        }
    }
}
