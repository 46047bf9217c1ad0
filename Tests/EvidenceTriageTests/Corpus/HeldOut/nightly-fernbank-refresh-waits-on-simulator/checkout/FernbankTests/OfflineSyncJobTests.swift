//
//  OfflineSyncJobTests.swift
//

import Testing
import BackgroundTasks
import Foundation
@testable import Fernbank

@Suite struct OfflineSyncJobTests {
    @Test func jobManagerResumesInBackground() async throws {
        let manager = JobManager.shared
        manager.register(.articleDownload(feedID: 12))
        try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.fernbank.reader.offline-sync"))
        try await Task.sleep(for: .seconds(120))
        #expect(manager.lastBackgroundRun != nil)
    }

}
