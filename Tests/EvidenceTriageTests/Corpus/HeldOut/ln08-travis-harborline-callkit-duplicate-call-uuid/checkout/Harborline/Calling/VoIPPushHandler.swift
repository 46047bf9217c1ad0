import CallKit
import Foundation

protocol IncomingCallReporting {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}

final class VoIPPushHandler {
    private let reporter: IncomingCallReporting
    private(set) var ringing: [UUID] = []

    init(reporter: IncomingCallReporting) { self.reporter = reporter }

    func handle(payload: [String: Any], completion: @escaping () -> Void) {
        let caller = payload["caller"] as? String ?? "unknown"
        let pushID = payload["push-id"] as? String ?? UUID().uuidString
        let uuid = CallIDAllocator.uuid(caller: caller, pushID: pushID)
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: caller)
        reporter.reportNewIncomingCall(with: uuid, update: update) { [weak self] error in
            if let error { NSLog("[VoIP] report %@ failed: %@", uuid.uuidString, "\(error)") }
            else { self?.ringing.append(uuid) }
            completion()
        }
    }
}
