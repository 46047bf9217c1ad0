import Foundation
import XCTest

/// Talks to scripts/push-relay.py on the CI host, which runs `xcrun simctl push` for us
/// (the UI test runner cannot reach simctl itself).
struct PushRelayClient {
    var baseURL = URL(string: "http://127.0.0.1:8089")!

    func send(payload name: String, to bundleID: String) throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("push"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["bundleId": bundleID, "payload": name])
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let done = XCTestExpectation(description: "relay answered")
        var status = 0
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.fulfill()
        }.resume()
        _ = XCTWaiter.wait(for: [done], timeout: 10)
        guard status == 200 else { throw NSError(domain: "PushRelay", code: status) }
    }
}
