import XCTest
@testable import TernCalendarCore

final class DispatchRoundTripTests: XCTestCase {

    private var server: TernServer!

    override func setUp() async throws {
        server = try await TernServer.makeForTesting()
    }

    func testListCalendarsRoundTrip() async throws {
        let response = try await withTimeout(seconds: 60) {
            try await self.server.dispatch(.init(tool: "list_calendars", arguments: [:]))
        }
        XCTAssertFalse(response.isError)
    }

    func testCreateEventRoundTrip() async throws {
        let request = ToolRequest(tool: "create_event", arguments: [
            "title": "Standup", "start": "2026-11-20T09:00:00Z", "end": "2026-11-20T09:15:00Z",
        ])
        let response = try await withTimeout(seconds: 60) {
            try await self.server.dispatch(request)
        }
        XCTAssertEqual(response.content.first?.text, "Created event: Standup")
    }

    func testUnknownToolReturnsError() async throws {
        let response = try await server.dispatch(.init(tool: "nope", arguments: [:]))
        XCTAssertTrue(response.isError)
    }
}
