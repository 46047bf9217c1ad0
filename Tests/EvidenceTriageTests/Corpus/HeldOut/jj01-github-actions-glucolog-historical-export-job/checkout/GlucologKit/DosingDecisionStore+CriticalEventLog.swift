//
//  DosingDecisionStore+CriticalEventLog.swift
//  GlucologKit
//

import CoreData
import Foundation

extension DosingDecisionStore: CriticalEventLog {
    public var exportName: String { "DosingDecisions" }

    public func export(startDate: Date, endDate: Date, to stream: OutputStream, progress: Progress) -> Error? {
        let encoder = JSONStreamEncoder(stream: stream)
        var modificationCounter: Int64 = 0

        while true {
            guard !progress.isCancelled else {
                encoder.close()
                return CriticalEventLogError.cancelled
            }
            let objects: [DosingDecisionObject]
            switch fetchBatch(startDate: startDate, endDate: endDate, after: modificationCounter, limit: Self.exportFetchLimit) {
            case .failure(let error):
                encoder.close()
                return error
            case .success(let batch):
                objects = batch
            }
            if objects.isEmpty {
                break
            }
            for object in objects {
                do {
                    // One undecodable row (written by an older build) aborts the whole day.
                    try encoder.encode(StoredDosingDecision(from: object))
                } catch {
                    encoder.close()
                    return error
                }
                modificationCounter = object.modificationCounter
            }
            progress.completedUnitCount += Int64(objects.count)
        }
        return encoder.close()
    }
}
