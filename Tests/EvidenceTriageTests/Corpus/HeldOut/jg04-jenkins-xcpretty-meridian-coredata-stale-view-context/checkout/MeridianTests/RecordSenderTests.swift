import CoreData
import XCTest
@testable import Meridian

@MainActor
final class RecordSenderTests: XCTestCase {
    private var persistence: PersistenceController!
    private var transport: RecordingTransport!

    override func setUp() async throws {
        persistence = PersistenceController(inMemory: true)
        transport = RecordingTransport()
    }

    func testDeliversPendingRecords() async throws {
        try await seed(count: 3)
        try await RecordSender(context: persistence.container.viewContext, transport: transport).deliver()
        XCTAssertEqual(transport.sent.count, 3)
    }

    func testRequeueDuringSendIsPickedUpOnNextPass() async throws {
        try await seed(count: 1)
        let sender = RecordSender(context: persistence.container.viewContext, transport: transport)
        transport.onSend = { [persistence] _ in
            await persistence!.performWrite { ctx in InspectionRecord.requeueAll(in: ctx) }
        }
        try await sender.deliver()
        transport.onSend = nil
        try await sender.deliver()
        XCTAssertEqual(transport.sent.count, 2, "requeued record was not delivered on the next pass")
    }

    func testSessionEndWrittenMidSendKeepsRecordPending() async throws {
        try await seed(count: 1)
        let sender = RecordSender(context: persistence.container.viewContext, transport: transport)
        transport.onSend = { [persistence] _ in
            await persistence!.performWrite { ctx in InspectionRecord.closeSessions(at: .now, in: ctx) }
        }
        try await sender.deliver()
        let record = try XCTUnwrap(InspectionRecord.all(in: persistence.container.viewContext).first)
        XCTAssertTrue(record.isPending, "record marked delivered although its session end date changed during the send")
    }

    private func seed(count: Int) async throws {
        await persistence.performWrite { ctx in
            for i in 0..<count { InspectionRecord.insert(siteID: "site-\(i)", in: ctx) }
        }
    }
}
