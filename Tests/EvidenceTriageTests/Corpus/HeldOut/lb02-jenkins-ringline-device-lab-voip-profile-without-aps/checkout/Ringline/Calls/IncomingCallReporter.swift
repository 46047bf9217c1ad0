import CallKit

protocol CallReporting { func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) }
extension CXProvider: CallReporting {}

final class IncomingCallReporter {
    static let shared = IncomingCallReporter(provider: CXProvider(configuration: CXProviderConfiguration()))
    let provider: CallReporting
    init(provider: CallReporting) { self.provider = provider }

    func handle(_ payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let id = (payload["call_id"] as? String).flatMap(UUID.init(uuidString:)) else { completion(); return }
        if payload["state"] as? String == "ended" {
            // Nothing to ring for.
            NSLog("[Calls] push for call %@\u{2026} already ended on server; ignoring", String(id.uuidString.prefix(4)))
            completion()
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: payload["caller"] as? String ?? "Unknown")
        provider.reportNewIncomingCall(with: id, update: update) { _ in completion() }
    }
}
