import Foundation
import CallKit

final class VoIPPushHandler {
    private let reporter: CallReporting
    init(reporter: CallReporting) { self.reporter = reporter }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let caller = payload["caller"] as? String,
              let callID = payload["call_id"] as? String else {
            // Malformed push: nothing to show.
            completion()
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: caller)
        reporter.reportNewIncomingCall(id: callID, update: update) { _ in completion() }
    }
}

