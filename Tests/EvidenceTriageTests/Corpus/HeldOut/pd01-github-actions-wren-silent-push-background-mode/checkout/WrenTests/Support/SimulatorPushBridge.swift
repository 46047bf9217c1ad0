import Foundation

/// Drops an .apns payload into the spool directory that the CI push agent
/// forwards with `xcrun simctl push booted <bundle> <file>`.
enum SimulatorPushBridge {
    static var spool: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["WREN_PUSH_SPOOL"] ?? "/tmp/wren-push-spool")
    }

    static func send(payloadNamed name: String, to bundleID: String) throws {
        let bundle = Bundle(for: BundleToken.self)
        guard let src = bundle.url(forResource: name, withExtension: "apns") else {
            throw CocoaError(.fileNoSuchFile)
        }
        var payload = try JSONSerialization.jsonObject(with: Data(contentsOf: src)) as! [String: Any]
        payload["Simulator Target Bundle"] = bundleID
        let out = spool.appendingPathComponent("\(UUID().uuidString).apns")
        try JSONSerialization.data(withJSONObject: payload).write(to: out)
    }
}

private final class BundleToken {}

enum XCUIDeviceHelper {
    static func sendAppToBackground() {
        NotificationCenter.default.post(name: .init("WrenTestHarness.background"), object: nil)
    }
}
