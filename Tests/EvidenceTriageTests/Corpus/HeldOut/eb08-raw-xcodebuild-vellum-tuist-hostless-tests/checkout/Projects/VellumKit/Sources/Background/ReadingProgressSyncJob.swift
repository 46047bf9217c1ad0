//
//  ReadingProgressSyncJob.swift
//  VellumKit
//
//  Body of the BGAppRefreshTask io.vellumbooks.reader.progress-sync.
//

import Foundation

public struct ReadingPosition: Equatable, Codable {
    public var bookID: String
    public var chapter: Int
    public var offset: Int
    public var updatedAt: Date
}

public final class ReadingProgressSyncJob {
    private let remote: ProgressRemote
    private let local: ProgressStore

    public init(remote: ProgressRemote, local: ProgressStore) {
        self.remote = remote
        self.local = local
    }

    public func run() async throws {
        let serverPositions = try await remote.positions()
        for server in serverPositions {
            let mine = try local.position(for: server.bookID)
            // BUG: "last writer wins" — a stale device that syncs later drags
            // the reader backwards. The rule is: keep the furthest position.
            if mine == nil || server.updatedAt > mine!.updatedAt {
                try local.save(server)
            }
        }
        try await remote.upload(try local.allPositions())
    }
}
