import CallKit
import Foundation

protocol CallReporting {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}

extension CXProvider: CallReporting {}

/// Reports a VoIP push to CallKit. Must run before the PushKit completion is called.
final class IncomingCallReporter {
    private let provider: CallReporting
    private let log: (String) -> Void

    init(provider: CallReporting, log: @escaping (String) -> Void = { NSLog("%@", $0) }) {
        self.provider = provider
        self.log = log
    }

    /// `onResult` tells the push handler whether CallKit accepted the call, so it can
    /// tear down the SIP leg when the system filtered it (Do Not Disturb, block list).
    func report(uuid: UUID, caller: String, onResult: ((Error?) -> Void)? = nil) {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: caller)
        update.hasVideo = false
        provider.reportNewIncomingCall(with: uuid, update: update) { [log] error in
            if let error {
                log("reportNewIncomingCall failed: \(error)")
                return
            }
            onResult?(nil)
        }
    }
}
