//
//  TideBackgroundScheduler.swift
//  Tidewater
//
//  tide-refresh   (BGAppRefreshTask)  keeps today's tide table and alerts current.
//  chart-prefetch (BGProcessingTask)  downloads nautical chart tiles overnight on power.
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

struct TideBackgroundScheduler {
    static let tideRefresh = try! TaskIdentifier("com.tidewater.app.tide-refresh")
    static let chartPrefetch = try! TaskIdentifier("com.tidewater.app.chart-prefetch")

    var scheduler: BGTaskScheduler = .shared
    var recorder: EvidenceRecorder = .shared

    func scheduleTideRefresh(after interval: TimeInterval = 30 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.tideRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try submit(request, id: Self.tideRefresh, kind: .appRefresh)
    }

    func scheduleChartPrefetch(notBefore date: Date) throws {
        let request = BGProcessingTaskRequest(identifier: Self.chartPrefetch.rawValue)
        request.earliestBeginDate = date
        request.requiresExternalPower = false
        request.requiresNetworkConnectivity = true
        try submit(request, id: Self.chartPrefetch, kind: .processing)
    }

    private func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) throws {
        do {
            try scheduler.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
