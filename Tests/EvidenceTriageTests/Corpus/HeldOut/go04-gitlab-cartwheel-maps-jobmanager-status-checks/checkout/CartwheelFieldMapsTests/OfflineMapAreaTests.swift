//
//  OfflineMapAreaTests.swift
//  CartwheelFieldMapsTests
//

import BackgroundTasks
import Testing
import UIKit
@testable import CartwheelFieldMaps
import TerraKitToolkit

@MainActor
@Suite(.serialized)
struct OfflineMapAreaTests {
    @Test func downloadJobIsTrackedByTheOfflineJobManager() async throws {
        let manager = OfflineManager.shared
        try await manager.startDownload(for: .fixture("harbor-district"))
        #expect(manager.jobManager.jobs.count == 1)
    }

    @Test func backgroundStatusChecksAreScheduled() async throws {
        let manager = OfflineManager.shared
        try await manager.startDownload(for: .fixture("harbor-district"))
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests().map(\.identifier)
        #expect(pending.contains(manager.jobManager.statusChecksTaskIdentifier))
    }
}
