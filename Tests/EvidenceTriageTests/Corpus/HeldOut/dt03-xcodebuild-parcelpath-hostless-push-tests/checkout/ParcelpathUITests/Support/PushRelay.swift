import Foundation

/// Asks scripts/ci/push-relay.py (listening on the Mac's loopback) to run
/// `xcrun simctl push booted <bundle> <payload>`; returns simctl's output.
enum PushRelay {
    static func send(payload: String, bundleID: String) throws -> String {
        var url = URLComponents(string: "http://127.0.0.1:8081/push")!
        url.queryItems = [.init(name: "bundle", value: bundleID), .init(name: "payload", value: payload)]
        let data = try Data(contentsOf: url.url!)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
