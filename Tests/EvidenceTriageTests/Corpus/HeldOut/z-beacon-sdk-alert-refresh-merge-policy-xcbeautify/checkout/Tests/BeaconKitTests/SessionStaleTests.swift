import XCTest
@testable import BeaconKit

final class SessionStaleTests: XCTestCase {
    func testCompleteStaleClosesOpenSessions() throws {
        let database = try BeaconDatabase.inMemory()
        try database.startSession(id: .make())
        try database.completeStale(before: .distantFuture)
        XCTAssertEqual(try database.openSessionCount(), 0)
    }

    func testCompleteStaleAttachesChildEventToSession() throws {
        let database = try BeaconDatabase.inMemory()
        let session = try database.stub(Session.self)
        let event = try database.stub(EventEntry.self)
        try database.completeStale(before: .distantFuture)
        XCTAssertEqual(event.sessionID, session.id)
    }
}
