import XCTest

/// Client for the device lab's push helper (scripts/ci/lab-push-helper.py on the agent),
/// which signs and sends VoIP pushes to APNs sandbox with the lab's own key.
enum LabPush {
    static let endpoint = URL(string: "http://127.0.0.1:9411/voip")!

    static func send(kind: String, token: String, caller: String) throws {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: [
            "token": token, "data": ["kind": kind, "caller_name": caller, "ward": caller,
                                     "call_id": "c-\(Int.random(in: 1000...9999))"],
        ])
        let done = XCTestExpectation(description: "lab push accepted")
        var status = 0
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.fulfill()
        }.resume()
        XCTWaiter().wait(for: [done], timeout: 10)
        guard status == 200 else { throw NSError(domain: "LabPush", code: status) }
    }
}
