import EvidenceReaders

/// A failure that says only that the test ran out of a time budget: the whole test past its time
/// limit (Swift Testing's `.timeLimit`, XCTest's execution time allowance), or an assertion that what
/// it timed took longer than a bound (`(elapsed → 1.532 seconds) < .milliseconds(50)`). On a shared
/// CI runner slow code, a hang and a loaded machine all read the same, so such a failure is not the
/// code's on its own; with background work in play the budget is the OS's window, read by the rules.
enum TimeBudget {
    /// The frameworks' words for a whole test that ran past its limit.
    static let wholeTestLimitPhrases = ["Time limit was exceeded", "exceeded execution time allowance",
                                        // Jest's and Mocha's (React Native's Detox tests): `Exceeded timeout of 120000 ms for a test.`
                                        " ms for a test", "ms exceeded. For async tests"]

    /// What names a measured time in an assertion's text (lowercased).
    static let measuredTimeWords = ["elapsed", "duration", "took", "time taken", "timetaken", "latency"]

    /// Units a time bound is written in.
    static let timeUnits = ["second", ".milliseconds(", ".seconds(", "ms)", " ms", "millis"]

    /// An assertion that a measured time stayed under a bound failed.
    static let boundComparisons = [") < ", ") <= ", "is not less than", "is greater than"]

    /// The whole test ran past its time limit.
    static func isWholeTestLimit(_ message: String) -> Bool {
        wholeTestLimitPhrases.contains(where: message.includes)
    }

    /// XCTest's allowance in seconds: `allowance of 10 minutes`, `allowance of 1 minute`, `of 90 seconds`.
    static func allowanceSeconds(in message: String) -> Double? {
        guard let range = message.range(of: "allowance of ") else { return nil }
        let rest = message[range.upperBound...]
        guard let value = Double(rest.prefix { $0.isNumber || $0 == "." }) else { return nil }
        let unit = rest.drop { $0.isNumber || $0 == "." || $0 == " " }
        return unit.hasPrefix("minute") ? value * 60 : unit.hasPrefix("second") ? value : nil
    }

    /// An assertion that something timed stayed under a bound, and it did not.
    static func isElapsedBound(_ message: String) -> Bool {
        guard SignalVocabulary.asserts(message), boundComparisons.contains(where: message.includes) else { return false }
        let lowered = message.lowercased()
        return measuredTimeWords.contains(where: lowered.includes) && timeUnits.contains(where: lowered.includes)
    }

    /// Every issue of the failure is a time budget the test ran out of (and there is one), and nothing
    /// ties it to background work: the rules read no cause into it, and the abstention says why.
    static func aloneExplains(_ context: FailureContext) -> Bool {
        let messages = context.test.issues.map(\.message)
        return !messages.isEmpty && messages.allSatisfy { isWholeTestLimit($0) || isElapsedBound($0) } && !context.concernsBackgroundWork
    }
}
