import Foundation
import XCTest

/// Talks to the staging backend's test-only endpoints. The device token is the one the
/// app uploaded at launch for the E2E account.
struct StagingPushClient {
    let baseURL = URL(string: "https://e2e.heddle-staging.example")!

    func sendSilentPush(messageID: String) throws -> String {
        let response = try post("/internal/test-push", ["kind": "content-available", "mid": messageID,
                                                        "apnsPriority": "5", "pushType": "background"])
        return response["apnsStatus"] as? String ?? "?"
    }

    func sendAlertPush(title: String) throws -> String {
        let response = try post("/internal/test-push", ["kind": "alert", "title": title])
        return response["apnsStatus"] as? String ?? "?"
    }

    func hasDeliveryReceipt(messageID: String) -> Bool {
        (try? get("/internal/receipts/\(messageID)")["received"] as? Bool) ?? false
    }

    private func post(_ path: String, _ body: [String: String]) throws -> [String: Any] { try request("POST", path, body) }
    private func get(_ path: String) throws -> [String: Any] { try request("GET", path, nil) }

    private func request(_ method: String, _ path: String, _ body: [String: String]?) throws -> [String: Any] {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        if let body { request.httpBody = try JSONSerialization.data(withJSONObject: body) }
        let (data, _) = try URLSession.shared.syncData(for: request)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }
}
