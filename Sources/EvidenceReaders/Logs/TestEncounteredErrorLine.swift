import EvidenceCore

/// xcodebuild's word for a test whose process ended under it, printed in a parallel run before the
/// restart line (and again in `Testing failed:`):
///
///     LayerCountTests.testCountsLayersForActiveEvent() encountered an error (Crash: Quarry (18351) +[NSManagedObjectContext __Multithreading_Violation_AllThatIsLeftToUsIsHonor__])
///
/// The reason in the parentheses is the crash's own: the test's issue (a runner's `App-Runner (123)
/// encountered an error (…)` names no test, and stays the run's).
struct TestEncounteredErrorLine {
    let suite: String
    let name: String
    let reason: String

    static let marker = [UInt8](ascii: "() encountered an error (")

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard let marker = line.firstIndex(of: Self.marker, from: start), line.count > 0, line[line.count - 1] == UInt8(ascii: ")") else { return nil }
        let test = line.text(start..<marker)
        guard let dot = test.lastIndex(of: "."), !test.contains(" ") else { return nil }
        suite = String(test[..<dot].split(separator: ".").last ?? "")
        name = String(test[test.index(after: dot)...])
        guard !suite.isEmpty, !name.isEmpty, name.allSatisfy(\.isNamePart) else { return nil }
        reason = line.text((marker + Self.marker.count)..<(line.count - 1))
    }
}
