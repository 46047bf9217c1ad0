//
//  PlaybackHeartbeatTests.swift
//  PalomaPlayerTests
//

import XCTest
@testable import PalomaPlayer

final class PlaybackHeartbeatTests: XCTestCase {
    func testHeartbeatFiresEveryTenSeconds() {
        let reporter = RecordingAnalyticsReporter()
        let heartbeat = PlaybackHeartbeat(interval: 10, reporter: reporter)
        let fired = expectation(description: "two heartbeats")
        fired.expectedFulfillmentCount = 2
        reporter.onEvent = { event in if event.name == "heartbeat" { fired.fulfill() } }
        heartbeat.start()
        wait(for: [fired], timeout: 21)
        heartbeat.stop()
    }
}
