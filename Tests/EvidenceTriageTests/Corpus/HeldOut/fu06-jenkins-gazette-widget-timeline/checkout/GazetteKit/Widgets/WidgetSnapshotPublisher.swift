//
//  WidgetSnapshotPublisher.swift
//  GazetteKit
//
//  Writes the headline snapshot the widget extension reads from the App Group
//  container, then asks WidgetKit to reload the headline timelines.
//

import Foundation
import WidgetKit

public protocol WidgetReloading: AnyObject {
    func reloadTimelines(ofKind kind: String)
    func reloadAllTimelines()
}

public final class SystemWidgetReloader: WidgetReloading {
    public init() {}
    public func reloadTimelines(ofKind kind: String) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
    public func reloadAllTimelines() { WidgetCenter.shared.reloadAllTimelines() }
}

public protocol SnapshotWriting: AnyObject {
    func write(_ snapshot: HeadlineSnapshot) async throws
}

public struct HeadlineSnapshot: Codable, Equatable {
    public var headlines: [String]
    public var generatedAt: Date
    public init(headlines: [String], generatedAt: Date) {
        self.headlines = headlines
        self.generatedAt = generatedAt
    }
}

public final class WidgetSnapshotPublisher {
    public static let headlinesKind = "HeadlinesWidget"
    private let writer: SnapshotWriting
    private let reloader: WidgetReloading

    public init(writer: SnapshotWriting, reloader: WidgetReloading = SystemWidgetReloader()) {
        self.writer = writer
        self.reloader = reloader
    }

    /// Called after every feed refresh, foreground or background.
    public func publish(_ snapshot: HeadlineSnapshot) async throws {
        // Nudge the widget early so it picks the snapshot up as soon as possible.
        reloader.reloadTimelines(ofKind: Self.headlinesKind)
        try await writer.write(snapshot)
        reloader.reloadAllTimelines()
    }
}
