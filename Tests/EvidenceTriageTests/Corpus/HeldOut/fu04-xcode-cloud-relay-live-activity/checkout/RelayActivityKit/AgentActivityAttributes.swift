//
//  AgentActivityAttributes.swift
//  RelayActivityKit
//
//  One Live Activity for the whole fleet of build agents, not one per agent.
//

import ActivityKit
import Foundation

public struct AgentActivityAttributes: ActivityAttributes {
    public struct AgentRow: Codable, Hashable {
        public var name: String
        public var status: String        // "working", "review", "permission", "failed"
        public var since: Date
    }

    public struct ContentState: Codable, Hashable {
        /// At most four rows fit in the 160 pt Lock Screen card; attention states are never dropped.
        public var rows: [AgentRow]
        /// "+6 more working", or nil when nothing was dropped.
        public var more: String?
        /// Every agent, not just the rows that fit, for the Dynamic Island count.
        public var totalCount: Int
    }

    public var machineName: String

    public init(machineName: String) {
        self.machineName = machineName
    }
}
