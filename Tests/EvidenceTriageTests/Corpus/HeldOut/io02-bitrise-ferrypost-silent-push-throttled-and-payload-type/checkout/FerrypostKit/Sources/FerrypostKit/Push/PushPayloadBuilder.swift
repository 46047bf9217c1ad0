import Foundation

/// Builds APNs requests for the crew-roster relay and the in-app "send test push" tool.
public struct PushPayloadBuilder {
    public enum PushType: String { case alert, background }

    public struct Request: Equatable {
        public var pushType: PushType
        public var priority: Int
        public var payload: [String: AnyHashable]
    }

    public init() {}

    public func request(aps: [String: AnyHashable], custom: [String: AnyHashable] = [:]) -> Request {
        var payload = custom
        payload["aps"] = aps
        let type = pushType(for: aps)
        // Background pushes must go out with priority 5; alerts may use 10.
        return Request(pushType: type, priority: type == .background ? 5 : 10, payload: payload)
    }

    /// Anything that the user can see is an alert; everything else is a background push.
    func pushType(for aps: [String: AnyHashable]) -> PushType {
        let visibleKeys: Set<String> = ["alert", "badge", "sound", "category"]
        if !visibleKeys.isDisjoint(with: aps.keys) { return .alert }
        return aps["content-available"] as? Int == 1 ? .background : .alert
    }
}
