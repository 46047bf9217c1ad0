import XCTest
import CoreData
@testable import Harbornotes

final class WeeklyDigestTaskTests: XCTestCase {
    private var store: NotesStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("digest-\(UUID().uuidString).sqlite")
        store = try NotesStore(storeURL: url, model: NotesStore.currentVersionModel())
        try NoteFixtures.insertWeek(into: store.viewContext, notesPerDay: 3)
    }

    func testDigestSkipsWhenNoNotesThisWeek() async throws {
        let empty = try NotesStore(storeURL: FileManager.default.temporaryDirectory
            .appendingPathComponent("empty-\(UUID().uuidString).sqlite"), model: NotesStore.currentVersionModel())
        let task = WeeklyDigestBackgroundTask(store: empty, scheduler: RecordingNotificationScheduler())
        let outcome = await task.run(now: NoteFixtures.referenceDate)
        XCTAssertEqual(outcome, .skipped)
    }

    func testDigestTaskBuildsSummaryOffMainContext() async throws {
        // Drive the BGProcessingTask handler directly with a fake task object.
        let scheduler = RecordingNotificationScheduler()
        let task = WeeklyDigestBackgroundTask(store: store, scheduler: scheduler)
        let fake = FakeProcessingTask(identifier: WeeklyDigestBackgroundTask.identifier)

        await task.handle(fake, now: NoteFixtures.referenceDate)

        XCTAssertEqual(fake.completedSuccessfully, true)
        XCTAssertEqual(scheduler.scheduled.first?.body, "21 notes this week · 4 pinned")
    }
}
