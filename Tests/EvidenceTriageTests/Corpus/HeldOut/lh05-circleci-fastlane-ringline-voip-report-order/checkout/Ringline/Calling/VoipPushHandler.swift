import CallKit
import PushKit

protocol CallReporting {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}
extension CXProvider: CallReporting {}

/// PKPushRegistryDelegate body, kept free of PushKit types so it can be unit tested.
final class VoipPushHandler {
    private let provider: CallReporting
    private let events: IncomingCallEvents
    init(provider: CallReporting, events: IncomingCallEvents) { self.provider = provider; self.events = events }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let caller = payload["caller"] as? String else {
            completion()                 // nothing to show
            return
        }
        let uuid = UUID()
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: caller)
        completion()                     // "tell PushKit early so we are not killed" (#57)
        provider.reportNewIncomingCall(with: uuid, update: update) { [events] error in
            if error == nil { events.didDisplayIncomingCall(uuid: uuid, caller: caller) }
        }
    }
}

/// Relays CallKit events to the React Native layer.
final class IncomingCallEvents {
    private var listener: ((UUID, String) -> Void)?
    private var pending: [(UUID, String)] = []
    /// Set by the JS bridge once the RN runtime is up.
    func setListener(_ l: @escaping (UUID, String) -> Void) { listener = l }
    func didDisplayIncomingCall(uuid: UUID, caller: String) {
        listener?(uuid, caller)          // dropped when the bridge is not up yet (cold launch from a VoIP push)
    }
}
