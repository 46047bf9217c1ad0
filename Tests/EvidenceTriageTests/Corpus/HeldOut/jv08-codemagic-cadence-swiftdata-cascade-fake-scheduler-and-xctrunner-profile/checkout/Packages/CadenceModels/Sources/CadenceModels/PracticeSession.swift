import Foundation
import SwiftData

/// Moved from the app target into CadenceModels in #233.
@Model
public final class PracticeSession {
    public var startedAt: Date
    public var endedAt: Date
    public var pieces: [Piece] = []
    // Before #233 (Cadence/Models/PracticeSession.swift):
    //   @Relationship(deleteRule: .cascade, inverse: \Recording.session) var recordings: [Recording] = []
    public var recordings: [Recording] = []

    public init(startedAt: Date, endedAt: Date) {
        self.startedAt = startedAt
        self.endedAt = endedAt
    }
}
