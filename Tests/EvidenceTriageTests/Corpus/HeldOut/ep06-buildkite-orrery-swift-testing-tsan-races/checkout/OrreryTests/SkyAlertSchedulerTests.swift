//
//  SkyAlertSchedulerTests.swift
//  OrreryTests
//

import Foundation
import Testing
@testable import Orrery

@Suite struct SkyAlertSchedulerTests {
    @Test func alertFiresAfterDebounce() async throws {
        let scheduler = SkyAlertScheduler(debounce: .milliseconds(200))
        scheduler.cloudCoverChanged(to: 0.1)
        try await Task.sleep(for: .milliseconds(250))
        #expect(scheduler.firedAlerts.count == 1)
    }
}
