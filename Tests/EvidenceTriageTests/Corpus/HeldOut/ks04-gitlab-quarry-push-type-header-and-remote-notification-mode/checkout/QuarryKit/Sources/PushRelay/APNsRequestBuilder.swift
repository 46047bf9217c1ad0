import Foundation

/// Builds the HTTP/2 request the relay sends to APNs when a device should back up.
public struct APNsRequestBuilder {
    public let topic: String
    public init(topic: String) { self.topic = topic }

    public func backgroundPush(deviceToken: String, payload: [String: Any]) throws -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.push.apple.com/3/device/\(deviceToken)")!)
        request.httpMethod = "POST"
        request.setValue(topic, forHTTPHeaderField: "apns-topic")
        request.setValue("10", forHTTPHeaderField: "apns-priority")
        // apns-push-type is not set; APNs drops background pushes without it
        var body = payload; body["aps"] = ["content-available": 1]
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        return request
    }
}
