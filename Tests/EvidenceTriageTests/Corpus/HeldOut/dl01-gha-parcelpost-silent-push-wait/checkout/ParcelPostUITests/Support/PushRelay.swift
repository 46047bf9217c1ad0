import Foundation

/// Talks to ci/push_relay.py, which the workflow starts on the macOS runner
/// before `xcodebuild test`. UI tests cannot run simctl themselves.
struct PushRelay {
    let baseURL: URL

    func send(bundleID: String, payload: [String: Any]) throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("push"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["bundle": bundleID, "payload": payload])
        let done = DispatchSemaphore(value: 0)
        var failure: Error?
        URLSession.shared.dataTask(with: request) { _, response, error in
            if let error { failure = error }
            else if (response as? HTTPURLResponse)?.statusCode != 202 { failure = URLError(.badServerResponse) }
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 10)
        if let failure { throw failure }
    }
}
