import EvidenceCore
import Foundation

/// `evidence triage --format json` (schema `evidence.triage/v1`), as the contract shapes it, plus
/// per-failure `stage`, `reason`, `nextStep`, `owner` and `group`, the groups of failures that share
/// a cause, the flaky tests and the archive's integrity.
package struct TriageDocument: Codable, Equatable, Sendable {
    package static let schemaIdentifier = "evidence.triage/v1"

    package struct Archive: Codable, Equatable, Sendable {
        package var sha256: String
        package var commit: String?
        package var verified: Bool
        package var problems: [String]

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(commit, forKey: .commit)
            try container.encode(verified, forKey: .verified)
            try container.encode(problems, forKey: .problems)
        }
    }

    package struct Build: Codable, Equatable, Sendable {
        package var succeeded: Bool
        package var errors: [String]
        /// Each error of `errors` with where it points: the compiler's file and line, relative to the
        /// repository, and a link to the line when the CI is known.
        package var issues: [BuildIssue]?
        /// Where the tests ran, as xcodebuild was told (absent when no log says).
        package var destination: String?

        /// The object as the encoder writes it: keys sorted, `issues` and `destination` only when known.
        func write(to json: inout JSONStreamWriter) {
            var fields: [(String, (inout JSONStreamWriter) -> Void)] = [
                ("succeeded", { $0.bool(succeeded) }),
                ("errors", { $0.array(errors) { $0.string($1) } }),
            ]
            if let issues {
                fields.append(("issues", { $0.array(issues) { json, issue in
                    var issueFields: [JSONStreamWriter.Field] = [("message", { $0.string(issue.message) }), ("location", { Location.write(issue.location, to: &$0) })]
                    if let snippet = issue.snippet { issueFields.append(("snippet", { $0.array(snippet) { $0.string($1) } })) }
                    json.object(sorting: issueFields)
                } }))
            }
            if let destination { fields.append(("destination", { $0.string(destination) })) }
            json.object(sorting: fields)
        }
    }

    package struct BuildIssue: Codable, Equatable, Sendable {
        package var message: String
        package var location: Location?
        /// The source line and caret the compiler printed under it (absent when none).
        package var snippet: [String]? = nil

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try container.encode(location, forKey: .location)
            try container.encodeIfPresent(snippet, forKey: .snippet)
        }
    }

    package struct Summary: Codable, Equatable, Sendable {
        package var tests: Int
        package var passed: Int
        package var failed: Int
        package var skipped: Int
        /// Included in `passed`: failed, then passed on retry.
        package var flaky: Int
        package var byCategory: [String: Int]
        /// Failed tests read as the run's own (`test_infrastructure`): counted in `byCategory`'s
        /// `unclassified`, their label, and apart here (absent in documents written before it).
        package var infrastructure: Int? = nil

        func write(to json: inout JSONStreamWriter) {
            var fields: [JSONStreamWriter.Field] = [
                ("tests", { $0.number(tests) }), ("passed", { $0.number(passed) }),
                ("failed", { $0.number(failed) }), ("skipped", { $0.number(skipped) }),
                ("flaky", { $0.number(flaky) }),
                ("byCategory", { json in json.object(sorting: byCategory.map { count in (count.key, { $0.number(count.value) }) }) }),
            ]
            if let infrastructure { fields.append(("infrastructure", { $0.number(infrastructure) })) }
            json.object(sorting: fields)
        }
    }

    package struct Location: Codable, Equatable, Sendable {
        package var file: String
        package var line: Int
        /// Where the evidence gives one (a compiler's `File.swift:42:17`).
        package var column: Int?
        /// `file` relative to the repository (see `SourceLinker`), when it is under the checkout.
        package var path: String?
        /// The line at the run's commit on GitHub or GitLab, when the manifest names the repository.
        package var url: String?

        package init(file: String, line: Int, column: Int? = nil, path: String? = nil, url: String? = nil) {
            self.file = file
            self.line = line
            self.column = column
            self.path = path
            self.url = url
        }

        /// `path` and `url` are absent, not null, when unknown (synthesised `Codable`).
        static func write(_ location: Location?, to json: inout JSONStreamWriter) {
            guard let location else { return json.null() }
            var fields: [JSONStreamWriter.Field] = [("file", { $0.string(location.file) }), ("line", { $0.number(location.line) })]
            if let column = location.column { fields.append(("column", { $0.number(column) })) }
            if let path = location.path { fields.append(("path", { $0.string(path) })) }
            if let url = location.url { fields.append(("url", { $0.string(url) })) }
            json.object(sorting: fields)
        }

        init(_ location: SourceLocation, linker: SourceLinker) {
            let relative = linker.relative(location.file)
            self.init(file: location.file, line: location.line, column: location.column, path: relative == location.file ? nil : relative,
                      url: linker.url(file: location.file, line: location.line))
        }
    }

    package struct Attachment: Codable, Equatable, Sendable {
        package var name: String
        package var path: String
    }

    package struct Evidence: Codable, Equatable, Sendable {
        package var path: String
        package var line: Int?
        package var excerpt: String?

        /// `line` and `excerpt` are absent, not null, when unknown (synthesised `Codable`).
        func write(to json: inout JSONStreamWriter) {
            var fields: [JSONStreamWriter.Field] = [("path", { $0.string(path) })]
            if let line { fields.append(("line", { $0.number(line) })) }
            if let excerpt { fields.append(("excerpt", { $0.string(excerpt) })) }
            json.object(sorting: fields)
        }
    }

    /// Failures that share a cause (see `FailureGrouping`), biggest first.
    package struct Group: Codable, Equatable, Sendable {
        package var id: String
        package var category: String
        package var rule: String?
        package var cause: String
        package var count: Int
        package var tests: [String]

        func write(to json: inout JSONStreamWriter) {
            json.object(sorting: [
                ("id", { $0.string(id) }),
                ("category", { $0.string(category) }),
                ("rule", { Failure.optional(rule, &$0) }),
                ("cause", { $0.string(cause) }),
                ("count", { $0.number(count) }),
                ("tests", { $0.array(tests) { $0.string($1) } }),
            ])
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(category, forKey: .category)
            try container.encode(rule, forKey: .rule)
            try container.encode(cause, forKey: .cause)
            try container.encode(count, forKey: .count)
            try container.encode(tests, forKey: .tests)
        }
    }

    /// One task's pipeline as the evidence tells it (`TaskTimeline`): each known stage's state, with
    /// what shows it, and the first that broke.
    package struct Timeline: Codable, Equatable, Sendable {
        package struct Stage: Codable, Equatable, Sendable {
            package var stage: String
            package var state: String
            package var detail: String?
            /// When it happened, as the evidence wrote it (`09:14:31`; absent when it does not say).
            package var time: String?
            package var evidence: Evidence?
        }

        package var task: String
        package var stages: [Stage]
        package var firstBroken: String?

        init(_ timeline: TaskTimeline) {
            task = timeline.identifier
            stages = timeline.steps.filter { $0.step.state != .unknown }.map { name, step in
                Stage(stage: name, state: step.state.rawValue, detail: step.detail, time: step.time?.clock,
                      evidence: step.evidence.map { Evidence(path: $0.path, line: $0.line, excerpt: $0.excerpt) })
            }
            firstBroken = timeline.firstBroken?.name
        }

        /// `firstBroken` is `null` when nothing broke, not missing.
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(task, forKey: .task)
            try container.encode(stages, forKey: .stages)
            try container.encode(firstBroken, forKey: .firstBroken)
        }

        func write(to json: inout JSONStreamWriter) {
            json.object(sorting: [
                ("task", { $0.string(task) }),
                ("firstBroken", { Failure.optional(firstBroken, &$0) }),
                ("stages", { json in
                    json.array(stages) { json, stage in
                        var fields: [JSONStreamWriter.Field] = [("stage", { $0.string(stage.stage) }), ("state", { $0.string(stage.state) })]
                        if let detail = stage.detail { fields.append(("detail", { $0.string(detail) })) }
                        if let time = stage.time { fields.append(("time", { $0.string(time) })) }
                        if let evidence = stage.evidence { fields.append(("evidence", { evidence.write(to: &$0) })) }
                        json.object(sorting: fields)
                    }
                }),
            ])
        }
    }

    /// What the deciding reading stands on (`EvidenceWeight`): its confidence is a function of these.
    package struct Weight: Codable, Equatable, Sendable {
        /// `record`, `system`, `app` or `test`.
        package var speaker: String
        /// `direct` or `inferred`.
        package var reach: String
        package var corroborated: Bool

        init(_ weight: EvidenceWeight) {
            speaker = switch weight.speaker {
            case .record: "record"
            case .system: "system"
            case .app: "app"
            case .test: "test"
            }
            reach = weight.reach == .direct ? "direct" : "inferred"
            corroborated = weight.corroborated
        }

        func write(to json: inout JSONStreamWriter) {
            json.object(sorting: [("speaker", { $0.string(speaker) }), ("reach", { $0.string(reach) }), ("corroborated", { $0.bool(corroborated) })])
        }
    }

    /// A report's sentence as plain text for JSON consumers (a bot, another tracker): code spans'
    /// backticks and bold's asterisks dropped, the words kept.
    static func plainText(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    }

    package struct Failure: Codable, Equatable, Sendable {
        func write(to json: inout JSONStreamWriter) {
            var fields: [JSONStreamWriter.Field] = [
                ("test", { $0.string(test) }),
                ("category", { $0.string(category) }),
                ("confidence", { $0.number(confidence) }),
                ("rule", { Self.optional(rule, &$0) }),
                ("stage", { Self.optional(stage, &$0) }),
                ("reason", { Self.optional(reason, &$0) }),
                ("nextStep", { Self.optional(nextStep, &$0) }),
                ("owner", { Self.optional(owner, &$0) }),
                ("group", { $0.string(group) }),
                ("message", { $0.string(message) }),
                ("location", { Location.write(location, to: &$0) }),
                ("evidence", { $0.array(evidence) { json, pointer in pointer.write(to: &json) } }),
            ]
            // Absent when none (`encodeIfPresent`).
            if let attachments {
                fields.append(("attachments", { json in
                    json.array(attachments) { json, attachment in
                        json.object(sorting: [("name", { $0.string(attachment.name) }), ("path", { $0.string(attachment.path) })])
                    }
                }))
            }
            if let timeline { fields.append(("timeline", { $0.array(timeline) { json, one in one.write(to: &json) } })) }
            if let weight { fields.append(("weight", { weight.write(to: &$0) })) }
            if let history { fields.append(("history", { history.write(to: &$0) })) }
            json.object(sorting: fields)
        }

        static func optional(_ value: String?, _ json: inout JSONStreamWriter) {
            if let value { json.string(value) } else { json.null() }
        }

        package var test: String
        package var category: String
        package var confidence: Double
        package var rule: String?
        package var stage: String?
        package var reason: String?
        package var nextStep: String?
        /// Who should act, when the deciding rule names someone other than the category's usual owner.
        package var owner: String?
        /// The id of its group in `groups`.
        package var group: String
        package var message: String
        package var location: Location?
        package var evidence: [Evidence]
        /// What the test attached (screenshots), by archive path.
        package var attachments: [Attachment]?
        /// Each exercised task's timeline, as the report shows it (absent when the evidence says nothing of any task).
        package var timeline: [Timeline]? = nil
        /// What the deciding reading stands on (absent for an unclassified failure or a team rule).
        package var weight: Weight? = nil
        /// With `--history`: how long it has failed, how often it flaked (absent without).
        package var history: History? = nil

        /// Unknown fields are `null`, not missing: consumers index every failure the same way.
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(test, forKey: .test)
            try container.encode(category, forKey: .category)
            try container.encode(confidence, forKey: .confidence)
            try container.encode(rule, forKey: .rule)
            try container.encode(stage, forKey: .stage)
            try container.encode(reason, forKey: .reason)
            try container.encode(nextStep, forKey: .nextStep)
            try container.encode(owner, forKey: .owner)
            try container.encode(group, forKey: .group)
            try container.encode(message, forKey: .message)
            try container.encode(location, forKey: .location)
            try container.encode(evidence, forKey: .evidence)
            try container.encodeIfPresent(attachments, forKey: .attachments)
            try container.encodeIfPresent(timeline, forKey: .timeline)
            try container.encodeIfPresent(weight, forKey: .weight)
            try container.encodeIfPresent(history, forKey: .history)
        }
    }

    /// A failure's past in the history database (`--history`).
    package struct History: Codable, Equatable, Sendable {
        /// Consecutive failing runs since it last passed, and the commit of the first of them.
        package var failingRuns: Int
        package var failingSince: String?
        package var flakyRuns: Int
        package var runs: Int
        /// ISO 8601 date of its first failure or flake in the history.
        package var firstSeen: String?

        package init(failingRuns: Int, failingSince: String?, flakyRuns: Int, runs: Int, firstSeen: String?) {
            self.failingRuns = failingRuns
            self.failingSince = failingSince
            self.flakyRuns = flakyRuns
            self.runs = runs
            self.firstSeen = firstSeen
        }

        func write(to json: inout JSONStreamWriter) {
            json.object(sorting: [
                ("failingRuns", { $0.number(failingRuns) }),
                ("failingSince", { Failure.optional(failingSince, &$0) }),
                ("flakyRuns", { $0.number(flakyRuns) }),
                ("runs", { $0.number(runs) }),
                ("firstSeen", { Failure.optional(firstSeen, &$0) }),
            ])
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(failingRuns, forKey: .failingRuns)
            try container.encode(failingSince, forKey: .failingSince)
            try container.encode(flakyRuns, forKey: .flakyRuns)
            try container.encode(runs, forKey: .runs)
            try container.encode(firstSeen, forKey: .firstSeen)
        }
    }

    package var schema: String
    package var archive: Archive
    package var build: Build
    package var summary: Summary
    package var groups: [Group]
    package var failures: [Failure]
    package var flaky: [String]
    /// The one-line answer the report leads with (`TriageResult.verdict`).
    package var verdict: String?
    /// What the simulator, the destination, the runner or the machine said when they failed rather
    /// than the app — why no test ran, or what failed tests hit: a pipeline reading only the JSON must
    /// not take such a run for a clean one. nil when the run's infrastructure said nothing wrong.
    package var infrastructure: Infrastructure?

    package struct Infrastructure: Codable, Equatable, Sendable {
        /// The first distinct error (why no test ran, when none did).
        package var message: String
        package var evidence: Evidence?
        /// Whether no test ran because of it (absent in documents written before it).
        package var noTestRan: Bool? = nil
        /// Each distinct error once, with the failed tests it hit (absent in documents written before it).
        package var issues: [Issue]? = nil

        package struct Issue: Codable, Equatable, Sendable {
            package var message: String
            package var evidence: Evidence?
            /// The failed tests whose evidence says it (`failures[].test`); empty for an error outside any test.
            package var tests: [String]
        }

        func write(to json: inout JSONStreamWriter) {
            var fields: [JSONStreamWriter.Field] = [("message", { $0.string(message) })]
            if let evidence { fields.append(("evidence", { evidence.write(to: &$0) })) }
            if let noTestRan { fields.append(("noTestRan", { $0.bool(noTestRan) })) }
            if let issues {
                fields.append(("issues", { $0.array(issues) { json, issue in
                    var issueFields: [JSONStreamWriter.Field] = [("message", { $0.string(issue.message) }), ("tests", { $0.array(issue.tests) { $0.string($1) } })]
                    if let evidence = issue.evidence { issueFields.append(("evidence", { evidence.write(to: &$0) })) }
                    json.object(sorting: issueFields)
                } }))
            }
            json.object(sorting: fields)
        }
    }

    /// The failed tests past what triage classifies one by one (`Triage.classifiedFailureLimit`),
    /// counted by suite; absent when there were none.
    package var notClassified: NotClassified? = nil

    package struct NotClassified: Codable, Equatable, Sendable {
        package struct Suite: Codable, Equatable, Sendable {
            package var suite: String
            package var count: Int
        }

        package var count: Int
        package var bySuite: [Suite]
        package var otherSuites: Int
        /// How many of `count` the readers counted without keeping them; absent when none.
        package var notKept: Int? = nil

        func write(to json: inout JSONStreamWriter) {
            var fields: [JSONStreamWriter.Field] = [
                ("count", { $0.number(count) }),
                ("bySuite", { $0.array(bySuite) { json, suite in json.object(sorting: [("suite", { $0.string(suite.suite) }), ("count", { $0.number(suite.count) })]) } }),
                ("otherSuites", { $0.number(otherSuites) }),
            ]
            if let notKept { fields.append(("notKept", { $0.number(notKept) })) }
            json.object(sorting: fields)
        }
    }

    /// `infrastructure` is `null`, not missing, when the tests ran: consumers test it the same way
    /// every time. `verdict` is absent only in documents written before it existed.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(archive, forKey: .archive)
        try container.encode(build, forKey: .build)
        try container.encode(summary, forKey: .summary)
        try container.encode(groups, forKey: .groups)
        try container.encode(failures, forKey: .failures)
        try container.encode(flaky, forKey: .flaky)
        try container.encodeIfPresent(verdict, forKey: .verdict)
        try container.encode(infrastructure, forKey: .infrastructure)
        try container.encodeIfPresent(notClassified, forKey: .notClassified)
    }

    /// `projectRoot`: `--project-root`, else the checkout is detected (see `SourceLinker`).
    /// `history`: by test, from `--history` (each failure gets a `history` field, absent without).
    package init(_ result: TriageResult, projectRoot: String? = nil, history: [String: FailureHistory]? = nil) {
        let linker = result.sourceLinker(projectRoot: projectRoot)
        let counts = result.counts
        schema = Self.schemaIdentifier
        archive = Archive(sha256: result.input.archiveSHA256, commit: result.input.manifest?.commit.sha, verified: result.input.integrityProblems.isEmpty, problems: result.input.integrityProblems)
        let buildErrors = result.buildErrors
        build = Build(succeeded: !result.buildFailed, errors: buildErrors.map(\.message),
                      issues: buildErrors.map {
                          BuildIssue(message: $0.message, location: $0.location.map { Location($0, linker: linker) }, snippet: $0.snippet.isEmpty ? nil : $0.snippet)
                      },
                      destination: result.run.build.destination)
        summary = Summary(
            tests: counts.tests, passed: counts.passed, failed: counts.failed, skipped: counts.skipped, flaky: result.flaky.count,
            byCategory: Dictionary(uniqueKeysWithValues: result.byCategory.map { ($0.key.rawValue, $0.value) }),
            infrastructure: result.infrastructureFailures.count)
        let grouping = FailureGrouping(result.failures)
        groups = grouping.groups.map { group in
            Group(id: group.id, category: group.category.rawValue, rule: group.cause.rule, cause: group.cause.text, count: group.count, tests: group.tests.map(\.description))
        }
        // Each failure's entry on its own, so on every core (in order).
        let triaged = result.failures
        failures = ConcurrentRanges.flatMap(triaged.indices, chunkSize: 256) { index in
            let failure = triaged[index]
            let groupIndex = grouping.groupOfFailure[index]
            let verdict = failure.classification.verdict
            let firstIssue = failure.test.issues.first
            let evidence = failure.evidence(includingResultLines: true)
            return Failure(
                test: failure.test.id.description,
                category: failure.classification.category.rawValue,
                confidence: (failure.classification.confidence * 100).rounded() / 100,
                rule: verdict?.rule, stage: verdict?.stage?.rawValue, reason: failure.reason.map(Self.plainText), nextStep: failure.nextStep.map(Self.plainText),
                owner: verdict?.owner, group: grouping.groups[groupIndex].id,
                message: firstIssue?.message ?? "",
                location: firstIssue?.location.map { Location($0, linker: linker) },
                evidence: evidence.map { Evidence(path: $0.path, line: $0.line, excerpt: $0.excerpt) },
                attachments: failure.test.attachments.isEmpty ? nil : failure.test.attachments.map { Attachment(name: $0.excerpt ?? "attachment", path: $0.path) },
                timeline: failure.timelines.isEmpty ? nil : failure.timelines.map(Timeline.init),
                weight: verdict?.weight.map(Weight.init))
        }
        flaky = result.flaky.map(\.id.description)
        notClassified = result.overflow.map { overflow in
            NotClassified(count: overflow.count, bySuite: overflow.bySuite.map { NotClassified.Suite(suite: $0.name, count: $0.count) }, otherSuites: overflow.otherSuites,
                          notKept: overflow.notKept > 0 ? overflow.notKept : nil)
        }
        verdict = result.verdict
        let entries = result.infrastructure
        let problem = result.infrastructureProblem
        infrastructure = (problem ?? entries.first?.issue).map { first in
            func evidence(_ pointer: EvidencePointer?) -> Evidence? { pointer.map { Evidence(path: $0.path, line: $0.line, excerpt: $0.excerpt) } }
            return Infrastructure(
                message: first.message, evidence: evidence(first.evidence), noTestRan: problem != nil,
                issues: entries.map { Infrastructure.Issue(message: $0.issue.message, evidence: evidence($0.issue.evidence), tests: $0.tests.map(\.description)) })
        }
        if let history {
            for index in failures.indices {
                let past = history[failures[index].test]
                failures[index].history = History(
                    failingRuns: past?.failingRuns ?? 0, failingSince: past?.failingSinceCommit, flakyRuns: past?.flakyRuns ?? 0,
                    runs: past?.runs ?? 0, firstSeen: past?.firstSeen.map(FailureHistory.day))
            }
        }
    }

    /// The document and a newline, written by `write(to:)` — the bytes `JSONEncoder` gave with
    /// `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`, without its tree.
    package func encoded() throws -> Data {
        var data = Data()
        var json = JSONStreamWriter { data.append(contentsOf: $0) }
        write(to: &json)
        json.finish(trailer: "\n")
        return data
    }

    /// Streams the document. Each object lists its fields once, in any order (they are sorted):
    /// a new field is one line here beside its `Codable` property.
    package func write(to json: inout JSONStreamWriter) {
        json.object(sorting: [
            ("schema", { $0.string(schema) }),
            ("archive", { json in
                json.object(sorting: [
                    ("sha256", { $0.string(archive.sha256) }),
                    ("commit", { if let commit = archive.commit { $0.string(commit) } else { $0.null() } }),
                    ("verified", { $0.bool(archive.verified) }),
                    ("problems", { $0.array(archive.problems) { $0.string($1) } }),
                ])
            }),
            ("build", { json in build.write(to: &json) }),
            ("summary", { json in summary.write(to: &json) }),
            ("groups", { $0.array(groups) { json, group in group.write(to: &json) } }),
            ("failures", { json in
                let failures = failures
                json.concurrentArray(count: failures.count, chunkSize: 256) { json, index in failures[index].write(to: &json) }
            }),
            ("flaky", { $0.array(flaky) { $0.string($1) } }),
        ] + (verdict.map { verdict in [("verdict", { $0.string(verdict) })] } ?? [])
            + (notClassified.map { notClassified in [("notClassified", { notClassified.write(to: &$0) })] } ?? [])
            + [("infrastructure", { json in
                guard let infrastructure else { return json.null() }
                infrastructure.write(to: &json)
            })])
    }
}
