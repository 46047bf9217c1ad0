import Foundation

struct APNsRequest {
    var path: String
    var headers: [String: String]
    var payload: [String: Any]
}

struct APNsRequestBuilder {
    let topic: String

    func alert(title: String, body: String, to token: String) throws -> APNsRequest {
        APNsRequest(path: "/3/device/\(token)",
                    headers: ["apns-topic": topic, "apns-push-type": "alert", "apns-priority": "10"],
                    payload: ["aps": ["alert": ["title": title, "body": body]]])
    }

    /// Silent refresh: wakes the app to fetch the mailbox.
    func contentAvailable(to token: String, data: [String: String]) throws -> APNsRequest {
        var payload: [String: Any] = ["aps": ["content-available": 1]]
        data.forEach { payload[$0.key] = $0.value }
        return APNsRequest(path: "/3/device/\(token)",
                           headers: ["apns-topic": topic, "apns-priority": "10"],
                           payload: payload)
    }
}
