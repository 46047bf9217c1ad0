//
//  AgentActivityController.swift
//  RelayActivityKit
//

import ActivityKit
import Foundation

/// Wraps Activity.request so tests can count requests without ActivityKit.
public protocol ActivityRequesting: AnyObject {
    func request(attributes: AgentActivityAttributes,
                 state: AgentActivityAttributes.ContentState,
                 staleDate: Date?) async throws -> String
    func update(id: String, state: AgentActivityAttributes.ContentState, staleDate: Date?) async
}

public final class AgentActivityController {
    private let requester: ActivityRequesting
    public private(set) var currentActivityID: String?

    public init(requester: ActivityRequesting) {
        self.requester = requester
    }

    /// Called from every foreground poll. Starts the fleet card if there is none, else updates it.
    public func show(machineName: String, state: AgentActivityAttributes.ContentState, staleAfter: TimeInterval) async throws {
        let stale = staleAfter > 0 ? Date().addingTimeInterval(staleAfter) : nil
        if let id = currentActivityID {
            await requester.update(id: id, state: state, staleDate: stale)
            return
        }
        let id = try await requester.request(attributes: AgentActivityAttributes(machineName: machineName),
                                             state: state, staleDate: stale)
        currentActivityID = id
    }
}
