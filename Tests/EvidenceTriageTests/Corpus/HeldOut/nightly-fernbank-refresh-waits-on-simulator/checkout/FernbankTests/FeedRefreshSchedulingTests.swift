//
//  FeedRefreshSchedulingTests.swift
//

import Testing
import BackgroundTasks
import Foundation
@testable import Fernbank

@Suite struct FeedRefreshSchedulingTests {
    @Test func refreshRunsAfterInstall() async throws {
        let scheduler = FeedRefreshScheduler(identifier: "com.fernbank.reader.feed-refresh")
        try scheduler.submit(earliestBegin: .now + 15 * 60)
        let ran = await RefreshLog.shared.waitForEntry(kind: .backgroundRefresh, timeout: .seconds(1200))
        #expect(ran != nil, "background refresh did not run within 20 minutes of a fresh install")
    }

}
