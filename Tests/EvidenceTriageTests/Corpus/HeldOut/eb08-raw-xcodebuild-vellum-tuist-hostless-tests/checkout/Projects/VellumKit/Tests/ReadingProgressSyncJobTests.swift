//
//  ReadingProgressSyncJobTests.swift
//  VellumKitTests
//

import XCTest
@testable import VellumKit

final class ReadingProgressSyncJobTests: XCTestCase {

    func testConflictKeepsFurthestPosition() async throws {
        let local = InMemoryProgressStore([
            ReadingPosition(bookID: "b1", chapter: 9, offset: 120, updatedAt: .fixture("2026-11-30T20:00:00Z")),
        ])
        let remote = StubProgressRemote(positions: [
            ReadingPosition(bookID: "b1", chapter: 4, offset: 10, updatedAt: .fixture("2026-11-30T21:00:00Z")),
        ])
        try await ReadingProgressSyncJob(remote: remote, local: local).run()
        XCTAssertEqual(try local.position(for: "b1")?.chapter, 9)
    }

    func testUploadsAfterMerge() async throws {
        let local = InMemoryProgressStore([])
        let remote = StubProgressRemote(positions: [])
        try await ReadingProgressSyncJob(remote: remote, local: local).run()
        XCTAssertEqual(remote.uploadCount, 1)
    }
}
