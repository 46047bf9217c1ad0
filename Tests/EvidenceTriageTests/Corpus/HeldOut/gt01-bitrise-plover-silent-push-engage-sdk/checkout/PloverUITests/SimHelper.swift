//
//  SimHelper.swift
//  PloverUITests
//

import Foundation
import XCTest

/// Talks to the CI host helper (scripts/sim-helper.py) that the test workflow
/// starts next to xcodebuild. The helper runs `xcrun simctl push` on the host.
enum SimHelper {
    static let port = ProcessInfo.processInfo.environment["PLOVER_SIM_HELPER_PORT"] ?? "8087"

    static func sendPush(fixture: String, bundleID: String) throws {
        var request = URLRequest(url: URL(string: "http://localhost:\(port)/push")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["fixture": fixture, "bundle_id": bundleID])
        let done = XCTestExpectation(description: "sim-helper push")
        var status = 0
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.fulfill()
        }.resume()
        _ = XCTWaiter.wait(for: [done], timeout: 10)
        guard status == 200 else { throw NSError(domain: "SimHelper", code: status) }
    }
}
