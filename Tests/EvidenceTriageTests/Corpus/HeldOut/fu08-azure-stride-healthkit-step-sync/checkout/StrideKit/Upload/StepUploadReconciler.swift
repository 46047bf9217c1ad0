//
//  StepUploadReconciler.swift
//  StrideKit
//
//  After each nightly upload (BGProcessingTask com.stridechallenge.app.step-upload)
//  the local cache is reconciled against the server's list for the same window.
//

import Foundation

public protocol StepServer: AnyObject {
    func uploadedSampleIDs(since date: Date) async throws -> Set<UUID>
}

public protocol LocalStepCache: AnyObject {
    var samples: [StepSample] { get }
    var pendingUploadIDs: Set<UUID> { get }
    func remove(ids: Set<UUID>)
}

public final class StepUploadReconciler {
    private let server: StepServer
    private let cache: LocalStepCache

    public init(server: StepServer, cache: LocalStepCache) {
        self.server = server
        self.cache = cache
    }

    /// Drops local samples the server no longer has (deleted on another device).
    public func reconcile(since date: Date) async throws {
        let remote = try await server.uploadedSampleIDs(since: date)
        let stale = Set(cache.samples.filter { $0.start >= date && !remote.contains($0.uuid) }.map(\.uuid))
        cache.remove(ids: stale)
    }
}
