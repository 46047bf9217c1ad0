//
//  AttachmentCleanupTaskTests.swift
//  HarborNotesTests
//
//  Hosted in HarborNotes.app.
//

import XCTest
@testable import HarborNotes

final class AttachmentCleanupTaskTests: XCTestCase {

    func testCleanupJobDeletesUnreferencedFiles() async throws {
        let store = AttachmentStore.inMemory(files: ["a.jpg", "b.jpg", "c.pdf"], referenced: ["a.jpg"])
        try await AttachmentCleanupJob(store: store).run()
        XCTAssertEqual(store.fileNames.sorted(), ["a.jpg"])
    }

    func testCleanupRunsWhenDeviceIsIdle() throws {
        AttachmentStore.shared.seedOrphans(count: 3)
        let finished = expectation(forNotification: .attachmentCleanupFinished, object: nil)

        // Ask for the earliest possible slot; CI simulators are always "idle"
        // and "on power", so the system should pick the task up quickly.
        AttachmentCleanupScheduler.shared.schedule(earliest: Date(timeIntervalSinceNow: 1))

        wait(for: [finished], timeout: 90)
        XCTAssertEqual(AttachmentStore.shared.orphanCount(), 0)
    }
}
