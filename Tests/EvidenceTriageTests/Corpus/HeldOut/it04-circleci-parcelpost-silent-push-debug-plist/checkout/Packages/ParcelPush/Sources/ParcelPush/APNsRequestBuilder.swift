import Foundation

public struct APNsRequestBuilder {
    public let topic: String

    public func request(for push: PushKind, token: DeviceToken) throws -> URLRequest {
        var req = URLRequest(url: URL(string: "https://api.push.apple.com/3/device/\(token.hex)")!)
        req.httpMethod = "POST"
        req.setValue(topic, forHTTPHeaderField: "apns-topic")
        switch push {
        case .alert:
            req.setValue("alert", forHTTPHeaderField: "apns-push-type")
        case .silentSync:
            req.setValue("background", forHTTPHeaderField: "apns-push-type")
        }
        req.setValue("10", forHTTPHeaderField: "apns-priority")   // deliver immediately
        req.httpBody = try JSONSerialization.data(withJSONObject: try push.payload())
        return req
    }
}
