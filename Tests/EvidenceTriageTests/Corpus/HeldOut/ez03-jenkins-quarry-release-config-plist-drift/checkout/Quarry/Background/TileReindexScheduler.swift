//
//  TileReindexScheduler.swift
//  Quarry
//
//  After a survey is closed its map tiles are re-indexed overnight, on power.
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

struct TileReindexScheduler {
    var scheduler: BGTaskScheduler = .shared
    var recorder: EvidenceRecorder = BackgroundTasks.recorder

    func scheduleReindex(after survey: Survey) throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasks.tileReindex.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.date(byAdding: .hour, value: 1, to: survey.closedAt ?? Date())
        do {
            try scheduler.submit(request)
            try? recorder.record(BackgroundTasks.tileReindex, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(BackgroundTasks.tileReindex, kind: .processing, phase: .submission,
                                 outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
