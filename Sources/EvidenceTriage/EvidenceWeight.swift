import EvidenceReaders

/// What a reading of a failure stands on, and the one function that turns it into a confidence
/// (issue 23). A rule names its evidence's weight, never a number: who says it sets the base (a record
/// the app wrote, or the built plist, outranks the OS's own line, which outranks the app's, which
/// outranks the test's own words); a reading that reaches this test only by inference loses ten points;
/// a second, independent speaker saying the same adds five.
///
///     confidence % = base(speaker) − 10 × inferred + 5 × corroborated
///     base: record or built plist 90 · the system 85 · the app 80 · the test 75
///
/// The decision table's minimums are read on the same scale (`DecisionRow.minimum`).
package struct EvidenceWeight: Sendable, Equatable, CustomStringConvertible {
    /// How the evidence reaches the failure.
    package enum Reach: Sendable, Equatable {
        /// It names the task this test exercises, or is the test's own message, line or code.
        case direct
        /// Tied by inference: a stage read from what is absent (no launch recorded, no completion),
        /// the run's only pending task, a word the test's name shares with a task, a test with
        /// nothing about background work read as the code's.
        case inferred
    }

    /// The strongest speaker the reading stands on.
    package var speaker: SignalSpeaker
    package var reach: Reach
    /// Another speaker, independent of the first, says the same (the built plist and a record; the
    /// system's line and the app's record; the test's words and its code).
    package var corroborated: Bool

    package init(_ speaker: SignalSpeaker, _ reach: Reach = .direct, corroborated: Bool = false) {
        self.speaker = speaker
        self.reach = reach
        self.corroborated = corroborated
    }

    package static func base(_ speaker: SignalSpeaker) -> Int {
        switch speaker {
        case .record: 90
        case .system: 85
        case .app: 80
        case .test: 75
        }
    }

    /// The confidence, in integer percent.
    package var percent: Int {
        Self.base(speaker) - (reach == .inferred ? 10 : 0) + (corroborated ? 5 : 0)
    }

    /// As `evidence rules` and the JSON report say it: `the system, direct, corroborated`.
    package var description: String {
        ([speaker.name, reach == .direct ? "direct" : "inferred"] + (corroborated ? ["corroborated"] : [])).joined(separator: ", ")
    }
}
