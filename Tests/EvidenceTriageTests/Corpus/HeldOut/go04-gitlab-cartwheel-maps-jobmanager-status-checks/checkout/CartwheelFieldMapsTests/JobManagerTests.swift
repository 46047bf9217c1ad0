//
//  JobManagerTests.swift
//  CartwheelFieldMapsTests
//

import Testing
import UIKit
@testable import CartwheelFieldMaps
import TerraKitToolkit

@MainActor
@Suite(.serialized)
struct JobManagerTests {
    @Test func jobsSurviveSaveAndReload() async throws {
        let manager = JobManager.shared
        manager.jobs = [try await MockJob.started()]
        manager.saveState()
        #expect(UserDefaults.standard.array(forKey: "com.terrakit.toolkit.jobManager.jobs")?.count == 1)
    }

    /// Backgrounds the app with a running job and waits for the status-check
    /// refresh task to run (requested every 30 s).
    @Test(.timeLimit(.minutes(3))) func statusCheckRunsWhileBackgrounded() async throws {
        let manager = JobManager.shared
        manager.preferredBackgroundStatusCheckSchedule = .regularInterval(interval: 30)
        manager.jobs = [try await MockJob.started()]
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        try await Task.sleep(for: .seconds(120))
        #expect(manager.lastStatusCheck != nil)
    }
}
