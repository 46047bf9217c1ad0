import Foundation

/// Asks the CI host agent (listening on localhost:8721) to run `xcrun simctl push booted <bundle> <file>`.
enum SimulatorPush {
    static func send(_ payload: [String: Any], bundleID: String) throws {
        var req = URLRequest(url: URL(string: "http://127.0.0.1:8721/simctl/push?bundle=\(bundleID)")!)
        req.httpMethod = "POST"
        req.httpBody = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        let sem = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: req) { _, _, _ in sem.signal() }.resume()
        sem.wait()
    }
}
