import EvidenceCore

/// One `evidence.diagnostic/v1` record: what the app wrote at launch or around a task run.
package struct RegistrationRecord: Hashable, Sendable {
    package static let schema = "evidence.diagnostic/v1"

    package enum TaskKind: String, CaseIterable, Sendable {
        case appRefresh, processing

        /// The `UIBackgroundModes` entry this kind of task needs.
        package var requiredBackgroundMode: String {
            switch self {
            case .appRefresh: "fetch"
            case .processing: "processing"
            }
        }
    }

    package enum Phase: String, CaseIterable, Sendable {
        case registration, submission, launch, execution, expiration, completion
    }

    package enum Outcome: String, CaseIterable, Sendable {
        case succeeded, failed, cancelled
    }

    package var identifier: String
    package var taskKind: TaskKind
    package var phase: Phase
    package var outcome: Outcome
    package var errorType: String?
    package var timestamp: String
    /// Where it was read: file and line.
    package var evidence: EvidencePointer
    /// The test running when the app wrote it (`Suite/name`, as the test set `EVIDENCE_TEST_ID`),
    /// so a record joins its test exactly; nil in records written outside a test, or before this field.
    package var test: String?

    package init(identifier: String, taskKind: TaskKind, phase: Phase, outcome: Outcome, errorType: String?, timestamp: String, evidence: EvidencePointer, test: String? = nil) {
        self.test = test
        self.identifier = identifier
        self.taskKind = taskKind
        self.phase = phase
        self.outcome = outcome
        self.errorType = errorType
        self.timestamp = timestamp
        self.evidence = evidence
    }

    /// Whether `text` is a test's identifier as a record may carry it: parts joined by `/` (at least
    /// `Suite/name`; `Module.Suite/name`, a Swift Testing `name(arg:)`), each of ASCII letters,
    /// digits and `_ . - ( ) :`, at most `maximumTestLength` bytes. The recorder applies the same rule.
    package static func isTestIdentifier(_ text: String) -> Bool {
        guard text.utf8.count <= maximumTestLength else { return false }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            // A blank between words (Jest's, Detox's, Maestro's, Dart's names), never at a part's ends.
            !part.isEmpty && part.first != " " && part.last != " " && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "_.-(): ".utf8.contains(byte)
            }
        }
    }

    package static let maximumTestLength = 300
}
