import CoreData
import Testing
@testable import TrailheadTelemetry

@MainActor
@Suite("Requeue on background")
struct RequeueTests {
    let container = NSPersistentContainer.inMemoryTelemetry()

    @Test func endingSessionKeepsUnsentEvents() throws {
        let view = container.viewContext
        let session = TelemetrySession.start(in: view)
        TelemetryEvent.record("trail_opened", session: session, in: view)
        try view.save()
        SessionRequeue(container: container).endSessionInBackground(session.id)
        #expect(try TelemetryEvent.unsentCount(in: view) == 1)
    }

    @Test func requeueSurvivesConcurrentFlush() async throws {
        let view = container.viewContext
        let session = TelemetrySession.start(in: view)
        for name in ["trail_opened", "map_zoomed", "waypoint_added"] {
            TelemetryEvent.record(name, session: session, in: view)
        }
        try view.save()

        // The flush marks two events as sent while the session is being ended elsewhere.
        let flush = container.newBackgroundContext()
        try await flush.perform {
            try TelemetryEvent.markSent(limit: 2, in: flush)
            try flush.save()
        }

        let background = container.newBackgroundContext()
        // End the session and requeue on a sibling private-queue context, as the
        // app does when the scene enters the background mid-send.
        try await background.perform {
            TelemetrySession.end(session.id, in: background)
            TelemetryEvent.requeueUnsent(of: session.id, in: background)
            try background.save()
        }
        #expect(try TelemetryEvent.unsentCount(in: view) == 1)
    }

    @Test func requeueRunsWhileSendIsInFlight() async throws {
        let view = container.viewContext
        let session = TelemetrySession.start(in: view)
        TelemetryEvent.record("trail_opened", session: session, in: view)
        try view.save()

        let sender = FakeSender(holdFirstRequest: true)
        async let sent: Void = sender.send(TelemetryEvent.unsent(in: view))

        let background = container.newBackgroundContext()
        try await background.perform {
            TelemetrySession.end(session.id, in: background)
            TelemetryEvent.requeueUnsent(of: session.id, in: background)
            try background.save()
        }
        sender.release()
        try await sent
        #expect(try TelemetryEvent.unsentCount(in: view) == 0)
    }
}
