//
//  StepUploadJob.swift
//  Stridewise
//
//  Uploads new step samples to the Stridewise API. Runs from the HKObserverQuery
//  background-delivery callback and from the BGAppRefreshTask; both can be cut
//  short by the system, so a rerun must not upload a sample twice.
//

import Foundation
import HealthKit

struct StepSample: Equatable, Sendable {
    let uuid: UUID
    let count: Double
    let start: Date
    let end: Date
}

protocol StepSampleSource: Sendable {
    /// Samples added after `anchor`, and the anchor to store once they are handled.
    func samples(after anchor: HKQueryAnchor?) async throws -> (samples: [StepSample], newAnchor: HKQueryAnchor?)
}

protocol StepUploading: Sendable {
    func upload(_ batch: [StepSample]) async throws
}

protocol AnchorStore: AnyObject {
    var stepAnchor: HKQueryAnchor? { get set }
}

final class StepUploadJob {
    private let source: StepSampleSource
    private let api: StepUploading
    private let anchors: AnchorStore
    private let batchSize: Int

    init(source: StepSampleSource, api: StepUploading, anchors: AnchorStore, batchSize: Int = 200) {
        self.source = source
        self.api = api
        self.anchors = anchors
        self.batchSize = batchSize
    }

    func run() async throws {
        let (samples, newAnchor) = try await source.samples(after: anchors.stepAnchor)
        for start in stride(from: 0, to: samples.count, by: batchSize) {
            try Task.checkCancellation()
            let batch = Array(samples[start..<min(start + batchSize, samples.count)])
            try await api.upload(batch)
        }
        // Everything is on the server: remember where we got to.
        anchors.stepAnchor = newAnchor
    }
}
