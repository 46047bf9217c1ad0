import CallKit

protocol IncomingCallReporting: AnyObject {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}

extension CXProvider: IncomingCallReporting {}

/// Turns a VoIP push payload into a CallKit report. iOS 13+ terminates the app
/// if a VoIP push is not reported to CallKit before `completion` is called.
final class VoIPPushHandler {
    private let reporter: IncomingCallReporting
    private(set) var missedCalls: [String] = []

    init(reporter: IncomingCallReporting) {
        self.reporter = reporter
    }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let callID = payload["call_id"] as? String else {
            completion()
            return
        }
        if payload["type"] as? String == "missed" {
            // The caller hung up before we got the push: just record it.
            missedCalls.append(callID)
            completion()
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: payload["caller"] as? String ?? "Unknown")
        update.hasVideo = payload["video"] as? Bool ?? false
        reporter.reportNewIncomingCall(with: UUID(uuidString: callID) ?? UUID(), update: update) { error in
            if let error { NSLog("[VoIP] reportNewIncomingCall failed: %@", String(describing: error)) }
            completion()
        }
    }
}
