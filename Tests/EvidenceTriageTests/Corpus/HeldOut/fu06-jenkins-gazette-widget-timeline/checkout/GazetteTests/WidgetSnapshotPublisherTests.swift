//
//  WidgetSnapshotPublisherTests.swift
//  GazetteTests
//

import XCTest
@testable import GazetteKit

final class WidgetSnapshotPublisherTests: XCTestCase {
    func testPublishRequestsOneReloadAfterSave() async throws {
        let events = EventLog()
        let publisher = WidgetSnapshotPublisher(writer: RecordingWriter(events: events),
                                                reloader: RecordingReloader(events: events))

        try await publisher.publish(HeadlineSnapshot(headlines: ["Harbour bridge reopens"], generatedAt: Date()))

        // The widget must never be asked to reload before the snapshot file is on disk,
        // and each publish costs exactly one reload from the daily budget.
        XCTAssertEqual(events.entries, ["write", "reload:HeadlinesWidget"])
    }
}

final class EventLog: @unchecked Sendable { var entries: [String] = [] }

final class RecordingWriter: SnapshotWriting {
    let events: EventLog
    init(events: EventLog) { self.events = events }
    func write(_ snapshot: HeadlineSnapshot) async throws { events.entries.append("write") }
}

final class RecordingReloader: WidgetReloading {
    let events: EventLog
    init(events: EventLog) { self.events = events }
    func reloadTimelines(ofKind kind: String) { events.entries.append("reload:\(kind)") }
    func reloadAllTimelines() { events.entries.append("reload:all") }
}
