import EvidenceCore
import EvidenceTriage
import Foundation

/// What the history keeps of one run: the archive's identity and CI facts from its manifest, and
/// each test's status (and label, when it failed).
public struct RunRecord: Sendable, Equatable {
    public struct Outcome: Sendable, Equatable {
        public var test: String
        public var status: TestStatus
        public var category: TriageCategory?

        public init(test: String, status: TestStatus, category: TriageCategory? = nil) {
            self.test = test
            self.status = status
            self.category = category
        }
    }

    /// The key: adding the same archive twice changes nothing.
    public var archiveSHA256: String
    public var commit: String?
    public var branch: String?
    public var runURL: String?
    public var provider: String?
    public var job: String?
    /// When the run happened, in seconds since 1970: the archive's time (SOURCE_DATE_EPOCH or the
    /// commit's time, as collect fixed it), else when it was added.
    public var time: Int64
    public var outcomes: [Outcome]

    public init(archiveSHA256: String, commit: String? = nil, branch: String? = nil, runURL: String? = nil, provider: String? = nil,
                job: String? = nil, time: Int64, outcomes: [Outcome]) {
        self.archiveSHA256 = archiveSHA256
        self.commit = commit
        self.branch = branch
        self.runURL = runURL
        self.provider = provider
        self.job = job
        self.time = time
        self.outcomes = outcomes
    }

    public init(_ result: TriageResult, addedAt now: Date = Date()) {
        let manifest = result.input.manifest
        var time = Int64(now.timeIntervalSince1970)
        if let created = manifest.flatMap({ ISO8601DateFormatter().date(from: $0.created) }), created.timeIntervalSince1970 > 0 {
            time = Int64(created.timeIntervalSince1970)
        }
        let categories = Dictionary(result.failures.map { ($0.test.id.description, $0.classification.category) }, uniquingKeysWith: { first, _ in first })
        self.init(
            archiveSHA256: result.input.archiveSHA256, commit: manifest?.commit.sha, branch: manifest?.ci?.branch,
            runURL: manifest?.ci?.runURL, provider: manifest?.ci?.provider, job: manifest?.ci?.job, time: time,
            outcomes: result.run.tests.map { Outcome(test: $0.id.description, status: $0.status, category: categories[$0.id.description]) })
    }
}
