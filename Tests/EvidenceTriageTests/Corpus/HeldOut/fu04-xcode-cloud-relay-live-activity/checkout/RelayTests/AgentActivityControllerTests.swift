//
//  AgentActivityControllerTests.swift
//  RelayTests
//

import XCTest
@testable import RelayActivityKit

final class AgentActivityControllerTests: XCTestCase {
    private let state = AgentActivityAttributes.ContentState(rows: [], more: nil, totalCount: 0)

    func testSecondShowUpdatesInsteadOfStarting() async throws {
        let requester = FakeActivityRequester()
        let controller = AgentActivityController(requester: requester)
        try await controller.show(machineName: "build-farm", state: state, staleAfter: 120)
        try await controller.show(machineName: "build-farm", state: state, staleAfter: 120)
        XCTAssertEqual(requester.requests, 1)
        XCTAssertEqual(requester.updates, 1)
    }

    func testOverlappingStartsShareOneActivity() async throws {
        let requester = FakeActivityRequester(requestDelay: 0.05)
        let controller = AgentActivityController(requester: requester)

        // Two foreground polls land before the first request returns.
        async let first: Void = controller.show(machineName: "build-farm", state: state, staleAfter: 120)
        async let second: Void = controller.show(machineName: "build-farm", state: state, staleAfter: 120)
        _ = try await (first, second)

        XCTAssertEqual(requester.requests, 1, "overlapping polls started more than one fleet card")
    }
}

final class FakeActivityRequester: ActivityRequesting, @unchecked Sendable {
    private let requestDelay: TimeInterval
    private(set) var requests = 0
    private(set) var updates = 0
    init(requestDelay: TimeInterval = 0) { self.requestDelay = requestDelay }

    func request(attributes: AgentActivityAttributes, state: AgentActivityAttributes.ContentState,
                 staleDate: Date?) async throws -> String {
        requests += 1
        try await Task.sleep(nanoseconds: UInt64(requestDelay * 1_000_000_000))
        return "activity-\(requests)"
    }

    func update(id: String, state: AgentActivityAttributes.ContentState, staleDate: Date?) async {
        updates += 1
    }
}
