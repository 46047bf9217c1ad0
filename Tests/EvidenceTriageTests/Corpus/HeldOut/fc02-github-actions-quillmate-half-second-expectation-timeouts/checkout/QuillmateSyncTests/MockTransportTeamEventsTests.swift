//
//  MockTransportTeamEventsTests.swift
//  QuillmateSyncTests
//

import XCTest
@testable import QuillmateMockTransport
@testable import QuillmateSync

final class MockTransportTeamEventsTests: XCTestCase {
    private var transport: MockTransportSession!
    private var processor: TeamEventProcessor!

    override func setUp() {
        super.setUp()
        transport = MockTransportSession()
        processor = TeamEventProcessor(syncContext: transport.syncContext)
    }

    override func tearDown() {
        processor = nil
        transport = nil
        super.tearDown()
    }

    func testThatItCreatesMemberLeaveEvent() {
        // given
        let team = transport.insertTeam(name: "Design")
        let member = transport.insertMember(in: team)
        let pushed = expectation(description: "team.member-leave pushed")
        transport.onPushEvent = { event in if event.type == "team.member-leave" { pushed.fulfill() } }

        // when
        transport.performRemoteChanges { $0.removeMember(member, from: team) }

        // then
        wait(for: [pushed], timeout: 0.5)
        XCTAssertEqual(processor.processedEventTypes, ["team.member-leave"])
    }

    func testThatItCreatesTeamMemberUpdateEvent() {
        // given
        let team = transport.insertTeam(name: "Design")
        let member = transport.insertMember(in: team)
        var pushedEvents: [MockPushEvent] = []
        let pushed = expectation(description: "team.member-update pushed")
        transport.onPushEvent = { event in
            pushedEvents.append(event)
            if event.type == "team.member-update" { pushed.fulfill() }
        }

        // when
        transport.performRemoteChanges { session in
            session.updatePermissions(of: member, in: team, to: .admin)
        }

        // then
        wait(for: [pushed], timeout: 0.5)
        // The mock transport batches remote changes on the sync context; 0.5 s is the old sub-second bound.
        XCTAssertEqual(pushedEvents.count, 1, "pushed team events")
    }

    func testThatItCreatesTeamDeleteEvent() {
        let team = transport.insertTeam(name: "Design")
        let pushed = expectation(description: "team.delete pushed")
        transport.onPushEvent = { event in if event.type == "team.delete" { pushed.fulfill() } }
        transport.performRemoteChanges { $0.delete(team) }
        wait(for: [pushed], timeout: 1.0)
    }
}
