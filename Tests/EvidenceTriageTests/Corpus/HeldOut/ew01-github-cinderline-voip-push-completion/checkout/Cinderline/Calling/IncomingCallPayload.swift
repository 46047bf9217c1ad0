import CallKit
import Foundation

struct IncomingCallPayload: Equatable {
    enum Kind: String { case incoming, missedCall = "missed_call" }

    let uuid: UUID
    let kind: Kind
    let handle: String
    let displayName: String?

    init?(dictionary: [AnyHashable: Any]) {
        guard let raw = dictionary["call_id"] as? String,
              let uuid = UUID(uuidString: raw),
              let handle = dictionary["handle"] as? String else { return nil }
        self.uuid = uuid
        self.kind = Kind(rawValue: dictionary["kind"] as? String ?? "incoming") ?? .incoming
        self.handle = handle
        self.displayName = dictionary["display_name"] as? String
    }

    var update: CXCallUpdate {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: handle)
        update.localizedCallerName = displayName ?? handle
        update.hasVideo = false
        return update
    }

    static var placeholderUpdate: CXCallUpdate {
        let update = CXCallUpdate()
        update.localizedCallerName = "Unknown caller"
        return update
    }
}
