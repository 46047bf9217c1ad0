import Foundation

public struct APNsRequest: Equatable {
    public var path: String
    public var headers: [String: String]
    public var body: Data
}

public enum PushKind { case alert(title: String, body: String), background(reason: String) }

/// Builds HTTP/2 requests for api.push.apple.com; used by the relay service and by the app's debug console.
public struct APNsRequestBuilder {
    public let topic: String
    public init(topic: String) { self.topic = topic }

    public func request(deviceToken: String, kind: PushKind, collapseID: String? = nil) throws -> APNsRequest {
        var headers = ["apns-topic": topic, "apns-priority": "10"]
        var aps: [String: Any] = [:]
        switch kind {
        case let .alert(title, body):
            headers["apns-push-type"] = "alert"
            aps["alert"] = ["title": title, "body": body]
        case let .background(reason):
            aps["content-available"] = 1
            _ = reason
        }
        if let collapseID { headers["apns-collapse-id"] = collapseID }
        let body = try JSONSerialization.data(withJSONObject: ["aps": aps], options: [.sortedKeys])
        return APNsRequest(path: "/3/device/\(deviceToken)", headers: headers, body: body)
    }
}
