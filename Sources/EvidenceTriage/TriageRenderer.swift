import EvidenceCore
import EvidenceReaders
import EvidenceRun
import Foundation

/// Turns a triage result into Markdown through the embedded templates: the report for the on-call
/// engineer, and the PR comment that must fit GitHub's limit.
package struct TriageRenderer {
    package let templates: [String: Template]
    /// The repository's checkout on the build machine (`--project-root`); detected when nil.
    package var projectRoot: String?
    /// `--history`: each failed test's past, by test as triage names it, and where it was read.
    package var history: [String: FailureHistory]?
    package var historySource = "the run history"
    /// `comment --base`: what changed since the base run (new causes first, each block marked).
    package var baseDiff: RunDiff?

    package init(sources: [String: String] = EmbeddedTemplates.sources) throws {
        var templates: [String: Template] = [:]
        for (name, source) in sources { templates[name] = try Template(source, name: name) }
        self.templates = templates
    }

    private func render(_ name: String, _ context: TemplateContext) -> String {
        templates[name]?.render(context, partials: templates) ?? ""
    }

    // MARK: - Report

    /// Group blocks in the report: at most this many, and no more once they fill `reportBlockBudget`
    /// UTF-8 bytes; the other causes are listed one line each, then counted.
    static let reportBlockLimit = 20
    static let reportBlockBudget = 100_000
    static let moreCausesLimit = 50
    static let commentStartHereLimit = 10
    /// Causes tried in vain, once the comment is nearly full, before the rest are only counted: a
    /// run of thousands of causes is not rendered thousands of times to find none fits.
    static let commentMissesBeforeStopping = 5
    static let testsPerGroup = 20
    static let examplesPerGroup = 2
    /// Screenshots and files named in one failure's evidence; the JSON lists them all.
    static let attachmentsPerExample = 3

    package func report(_ result: TriageResult) -> String {
        let groups = FailureGrouping(result.causeFailures).groups
        let linker = result.sourceLinker(projectRoot: projectRoot)
        var blocks = ""
        var shown = 0
        for (index, group) in groups.prefix(Self.reportBlockLimit).enumerated() {
            // Every block shown is on the Start-here list, which gives its next step.
            let block = groupBlock(group, number: index + 1, result: result, linker: linker, listed: true)
            if shown > 0, blocks.utf8.count + block.utf8.count > Self.reportBlockBudget { break }
            blocks += block
            shown += 1
        }
        var context = header(result, groups: groups, startHere: shown, linker: linker)
        context["groups"] = .text(blocks)
        addTrailingSections(result, groups: groups, shown: shown, to: &context)
        return Self.tidy(render("report", context))
    }

    /// What follows the cause blocks, in the report as in the HTML report: the causes not shown
    /// as blocks, the flaky tests, issues outside any test, evidence that could not be read.
    func addTrailingSections(_ result: TriageResult, groups: [FailureGroup], shown: Int, to context: inout TemplateContext) {
        let others = groups.dropFirst(shown)
        if !others.isEmpty {
            var more: TemplateContext = ["items": .list(others.prefix(Self.moreCausesLimit).map { group in
                var item: TemplateContext = [
                    "countText": .text(Self.tests(group.count)), "category": .text(group.category.rawValue), "categoryTitle": .text(group.category.title),
                    "cause": .text(Self.causeText(group, limit: Self.lineCauseLimit)),
                    "firstTest": .text(Self.inline(group.failures.first?.test.id.description ?? "", limit: 200)),
                ]
                if group.count > 1 { item["others"] = .text("\(group.count - 1)") }
                return item
            })]
            let rest = others.dropFirst(Self.moreCausesLimit)
            if !rest.isEmpty {
                more["rest"] = .text("And \(rest.count) more cause\(rest.count == 1 ? "" : "s") (\(Self.tests(rest.reduce(0) { $0 + $1.count }))) — see `evidence triage \(Self.inline(result.input.archiveName, limit: 200)) --format json`.")
            }
            context["moreCauses"] = .context(more)
        }
        if let overflow = result.overflow {
            var items: [TemplateContext] = overflow.bySuite.map { ["suite": .text(Self.inline($0.name, limit: 200)), "count": .text("\($0.count)")] }
            if overflow.otherSuites > 0 { items.append(["suite": "", "count": .text("\(overflow.otherSuites)")]) }
            var section: TemplateContext = [
                "count": .text("\(overflow.count)"), "limit": .text("\(Triage.classifiedFailureLimit)"), "suites": .list(items),
            ]
            if overflow.notKept > 0 {
                section["notKept"] = .text("\(overflow.notKept)")
                section["keptLimit"] = .text("\(TestResultCollector.maximumFailedTests)")
            }
            context["overflow"] = .context(section)
        }
        if !result.flaky.isEmpty {
            var flaky: TemplateContext = ["tests": .list(result.flaky.prefix(100).map { ["." : .text(Self.inline($0.id.description, limit: 300))] })]
            if result.flaky.count > 100 { flaky["more"] = .text("\(result.flaky.count - 100)") }
            context["flaky"] = .context(flaky)
        }
        let unattributed = result.otherUnattributedIssues
        if !unattributed.isEmpty {
            var issues: [TemplateContext] = unattributed.prefix(50).map(Self.issueContext)
            if unattributed.count > 50 {
                issues.append(["message": .text("… and \(unattributed.count - 50) more (see the logs in the archive)")])
            }
            context["unattributed"] = .context(["issues": .list(issues)])
        }
        if !result.input.readProblems.isEmpty {
            context["readProblems"] = .context(["items": .list(result.input.readProblems.prefix(50).map { ["." : .text(Self.inline($0, limit: 300))] })])
        }
    }

    // MARK: - PR comment

    /// At most `maxCharacters` (UTF-16 code units, the strictest count), with whole cause blocks
    /// only, so every `<details>` and fence stays balanced; the tests and causes that did not fit
    /// are counted.
    /// With `alreadyFailing` (the head's failures that failed in base too: `comment --base`, else
    /// `baseDiff`'s), causes with a new failure come first and each block says whether it is new
    /// here. The budget is used before a cause is cut: the category table goes first, then a
    /// block's source excerpts, then its evidence, one example at a time.
    package func comment(_ result: TriageResult, maxCharacters: Int, alreadyFailing: Set<TestIdentifier>? = nil) -> String {
        let alreadyFailing = alreadyFailing ?? baseDiff?.alreadyFailing
        let comment = comment(result, maxCharacters: maxCharacters, alreadyFailing: alreadyFailing, categoryTable: true)
        guard comment.omittedCauses > 0 else { return comment.text }
        return self.comment(result, maxCharacters: maxCharacters, alreadyFailing: alreadyFailing, categoryTable: false).text
    }

    private func comment(
        _ result: TriageResult, maxCharacters: Int, alreadyFailing: Set<TestIdentifier>?, categoryTable: Bool
    ) -> (text: String, omittedCauses: Int) {
        var groups = FailureGrouping(result.causeFailures).groups
        if let alreadyFailing {
            // New causes first; the order within each part is the report's (biggest first).
            let isNew = { (group: FailureGroup) in group.failures.contains { !alreadyFailing.contains($0.test.id) } }
            groups = groups.filter(isNew) + groups.filter { !isNew($0) }
        }
        let linker = result.sourceLinker(projectRoot: projectRoot)
        let causeTests = groups.reduce(0) { $0 + $1.count }
        func footer(tests: Int, groups: Int) -> String {
            var context: TemplateContext = [
                "archiveName": .text(result.input.archiveName), "archiveSHA256": .text(result.input.archiveSHA256),
                "toolVersion": .text(EvidenceVersion.current),
            ]
            if tests > 0 { context["omitted"] = .context(["tests": .text(Self.counted(tests, "more failed test")), "groups": .text(Self.counted(groups, "cause"))]) }
            return Self.tidy(render("comment-footer", context))
        }
        // Reserve room for the longest footer (nothing shown) so the counts can always be printed.
        let reserve = footer(tests: causeTests, groups: groups.count).utf16.count
        // The header with as many "Start here" lines as fit. A blank line after it, so the first
        // block cannot be read as a table row.
        var head = ""
        var listed = 0
        for lines in stride(from: min(Self.commentStartHereLimit, groups.count), through: 0, by: -1) {
            var context = header(result, groups: groups, startHere: lines, linker: linker)
            if !categoryTable { context["categories"] = nil }
            head = Self.tidy(render("comment", context)).trimmingCharacters(in: .newlines) + "\n\n"
            listed = lines
            if head.utf16.count + reserve <= maxCharacters { break }
        }
        var output = head
        var length = head.utf16.count
        var shownTests = 0
        var shownGroups = 0
        var misses = 0
        for (index, group) in groups.enumerated() {
            let novelty = alreadyFailing.map { Self.novelty(group, alreadyFailing: $0) }
            // The whole block, else without its source excerpts, else with fewer examples of its evidence.
            let forms: [(code: Bool, examples: Int)] = [(true, Self.examplesPerGroup), (false, Self.examplesPerGroup)]
                + (0..<Self.examplesPerGroup).reversed().map { (false, $0) }
            let room = maxCharacters - reserve - length
            let block = forms.lazy.map { form in
                self.groupBlock(group, number: index + 1, result: result, linker: linker, code: form.code, examples: form.examples, novelty: novelty, listed: index < listed)
            }.first { $0.utf16.count <= room }
            // A later, smaller cause may still fit: the ones left out are counted below (and keep
            // their Start-here line, under the same number).
            guard let block else {
                misses += 1
                if misses == Self.commentMissesBeforeStopping { break }
                continue
            }
            output += block
            length += block.utf16.count
            shownTests += group.count
            shownGroups += 1
        }
        output += footer(tests: causeTests - shownTests, groups: groups.count - shownGroups)
        if output.utf16.count > maxCharacters {
            // Even the header does not fit: the marker, the verdict, and where the failures are.
            let pointer = result.failures.isEmpty ? "" : "\(Self.counted(result.failures.count, "failure")) in \(Self.counted(groups.count, "cause")): run `evidence triage \(result.input.archiveName)`.\n"
            output = Self.clip("<!-- evidence:comment -->\n\(Self.inline(result.verdict, limit: 200))\n\(pointer)", to: maxCharacters)
        }
        return (output, groups.count - shownGroups)
    }

    /// `new here`, `already failing on base`, or `2 of 5 new here`.
    static func novelty(_ group: FailureGroup, alreadyFailing: Set<TestIdentifier>) -> String {
        let new = group.failures.filter { !alreadyFailing.contains($0.test.id) }.count
        if new == group.count { return "**new here**" }
        if new == 0 { return "already failing on base" }
        return "**\(new) of \(group.count) new here**"
    }

    // MARK: - Contexts

    func header(_ result: TriageResult, groups: [FailureGroup], startHere: Int, linker: SourceLinker) -> TemplateContext {
        let counts = result.counts
        var context: TemplateContext = ["verdict": .text(result.verdict), "archiveName": .text(Self.inline(result.input.archiveName, limit: 200))]
        if !result.input.integrityProblems.isEmpty {
            // verify's summary (a truncated download's missing entries counted, not listed), or the
            // sentences of an input that was not read from an archive.
            let items = result.input.integrity.isEmpty
                ? Array(result.input.integrityProblems.prefix(9)) : VerificationSummary.lines(result.input.integrity, counts: result.input.integrityProblemCounts)
            // Every problem counted, though verify keeps 1,000 of a kind.
            let count = result.input.integrityProblemCount
            context["integrityProblems"] = .context([
                "summary": .text("\(count) problem\(count == 1 ? "" : "s") found by verify."),
                "read": .text(result.runVerdict),
                "items": .list(items.map { ["." : .text(Self.inline($0, limit: 300))] }),
            ])
        }
        if let rows = Self.categoryRows(result, groups: groups) {
            context["categories"] = .context(["rows": .list(rows)])
        }
        if startHere > 0 {
            var items: [TemplateContext] = []
            for (number, group) in groups.prefix(startHere).enumerated() {
                let first = group.failures.first
                items.append([
                    "number": .text("\(number + 1)"), "countText": .text(Self.tests(group.count)),
                    "category": .text(group.category.rawValue), "categoryTitle": .text(group.category.title),
                    "cause": .text(Self.causeText(group, limit: Self.lineCauseLimit)),
                    "nextStep": .text(Self.cut(linker.relativeInText(first?.nextStep ?? Self.unclassifiedNextStep), limit: Self.lineNextStepLimit)),
                ])
            }
            var list: TemplateContext = ["items": .list(items)]
            if groups.count > startHere {
                let rest = groups.count - startHere
                let tests = groups.dropFirst(startHere).reduce(0) { $0 + $1.count }
                list["more"] = .text("And \(rest) more cause\(rest == 1 ? "" : "s") (\(Self.tests(tests))).")
            }
            context["startHere"] = .context(list)
        }
        if result.buildFailed || !result.buildErrors.isEmpty {
            context["build"] = .context(buildContext(result, linker: linker))
        }
        let infrastructure = result.infrastructure
        if !infrastructure.isEmpty {
            var issues = infrastructure.prefix(Self.buildErrorLimit).map(Self.infrastructureContext)
            if infrastructure.count > Self.buildErrorLimit {
                issues.append(["message": .text("… and \(infrastructure.count - Self.buildErrorLimit) more (see the logs in the archive)")])
            }
            var section: TemplateContext = ["issues": .list(issues), "nextStep": .text(Self.infrastructureNextStep(infrastructure.map(\.issue)))]
            let hit = result.infrastructureFailures.count
            if hit > 0 { section["hit"] = .text("\(Self.counted(hit, "failed test")) \(hit == 1 ? "is" : "are") counted here, not among the causes below") }
            context["infrastructure"] = .context(section)
        }
        let manifest = result.input.manifest
        let commit = manifest?.commit.sha.map { "`\($0)` (from \(manifest!.commit.source))" } ?? "unknown (collect was given no --commit, found no CI commit variable, and git could not tell)"
        context["run"] = .context([
            "commit": .text(commit),
            "ciURL": .text(manifest?.ci?.runURL ?? ""),
            "destination": .text(Self.destinationText(result.run.build.destination)),
            "base": .text(baseDiff.map { DiffRenderer.commentLead($0) } ?? ""),
            "history": .text(history.map { historyLine(result, history: $0) } ?? ""),
            "tests": .text("\(counts.tests)"), "passed": .text("\(counts.passed)"), "failed": .text("\(counts.failed)"), "skipped": .text("\(counts.skipped)"),
            "archiveSHA256": .text(result.input.archiveSHA256),
            "tool": .text("\(EvidenceVersion.name) \(EvidenceVersion.current)"),
        ])
        return context
    }

    /// The rows of the table of failures by category, with who usually owns each, the run's
    /// infrastructure apart; nil when the table would add nothing to the verdict, which counts the
    /// same: one category, or a run small enough that each cause's block names its owner in sight.
    static func categoryRows(_ result: TriageResult, groups: [FailureGroup]) -> [TemplateContext]? {
        let infrastructure = result.infrastructureFailures.count
        let categories = Set(groups.map(\.category))
        guard categories.count + (infrastructure > 0 ? 1 : 0) > 1, result.failures.count > categoryTableMinimumFailures else { return nil }
        var rows: [TemplateContext] = TriageCategory.allCases.compactMap { category in
            let count = (result.byCategory[category] ?? 0) - (category == .unclassified ? infrastructure : 0)
            guard count > 0 else { return nil }
            return ["title": .text(category.title), "count": .text("\(count)"), "owner": .text(category.owner)]
        }
        if infrastructure > 0 {
            rows.append(["title": "Test infrastructure", "count": .text("\(infrastructure)"), "owner": .text(infrastructureOwner)])
        }
        return rows
    }

    static let infrastructureOwner = "whoever keeps the CI (its image, runners and simulators)"
    /// Failed tests past which the table, one row per category, is quicker to read than the blocks.
    static let categoryTableMinimumFailures = 10

    /// What the history says of the run's failed tests, in one line; each test's own past is said
    /// beside it in its cause's block.
    func historyLine(_ result: TriageResult, history: [String: FailureHistory]) -> String {
        let pasts = result.failures.map { history[$0.test.id.description] }
        // Failing since another commit than this run's: failing before it (whether or not this run
        // was added to the history yet).
        let commit = result.input.manifest?.commit.sha
        let before = pasts.compactMap { $0 }.filter { $0.failingRuns > 0 && ($0.failingSinceCommit == nil || $0.failingSinceCommit != commit) }
        let flaky = pasts.compactMap { $0 }.filter { $0.flakyRuns > 0 }.count
        var parts = ["\(before.count) of \(Self.counted(result.failures.count, "failed test")) failing in earlier runs too"]
        if let longest = before.max(by: { $0.failingRuns < $1.failingRuns }) {
            parts[0] += " (the longest \(longest.summary.split(separator: "·").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""))"
        }
        if flaky > 0 { parts.append("\(flaky) flaky before") }
        return "**History** (\(Self.inline(historySource, limit: 200))): " + parts.joined(separator: ", ") + "."
    }

    /// The infrastructure section's entry: the error, where it was said, and the tests it hit.
    static func infrastructureContext(_ entry: InfrastructureEntry) -> TemplateContext {
        var context = issueContext(entry.issue)
        // One line (a snapshot's message spans several), and the rule's reading without the words the
        // section's heading already says.
        context["message"] = .text(inline(collapsed(entry.issue.message), limit: 300))
        if var reading = entry.reading {
            let heading = "Test infrastructure, not the app: “"
            if reading.hasPrefix(heading), reading.hasSuffix("”.") { reading = String(reading.dropFirst(heading.count).dropLast(2)) }
            context["reading"] = .text(cut(reading, limit: 300))
        }
        if !entry.tests.isEmpty {
            context["tests"] = .list(entry.tests.prefix(testsPerGroup).map { ["." : .text(inline($0.description, limit: 300))] })
            if entry.tests.count > testsPerGroup { context["moreTests"] = .text("\(entry.tests.count - testsPerGroup)") }
        }
        return context
    }

    /// One issue outside any test, with where the evidence says it.
    static func issueContext(_ issue: TestIssue) -> TemplateContext {
        ["message": .text(inline(issue.message, limit: 300)), "where": .text(issue.evidence.map(place) ?? "")]
    }

    /// What CI does about its own failure: a full disk is cleaned, anything else retried on a fresh
    /// simulator first.
    static func infrastructureNextStep(_ issues: [TestIssue]) -> String {
        if issues.contains(where: { TestInfrastructure.isDiskFull($0.message) }) {
            return "free disk space on the runner (DerivedData, old simulators: `xcrun simctl delete unavailable`), then re-run the job."
        }
        return "re-run the job; if it fails the same way, erase the simulator (`xcrun simctl erase all`) and check the CI image's Xcode and simulator runtimes against the destination."
    }

    /// The compile and link errors: the first `buildErrorLimit`, each with its source, then a count.
    static let buildErrorLimit = 10

    func buildContext(_ result: TriageResult, linker: SourceLinker) -> TemplateContext {
        let errors = result.buildErrors
        var context: TemplateContext = [
            "failed": .flag(result.buildFailed),
            "noTests": .flag(result.buildFailed && result.run.tests.isEmpty),
            "errors": .list(errors.prefix(Self.buildErrorLimit).map { error in
                var item: TemplateContext = [
                    "message": .text(Self.inline(error.message, limit: 300)), "source": .text(error.location.map { Self.source($0, linker: linker) } ?? ""),
                ]
                // The source line and caret as the compiler printed them; a tilde fence when a line holds a backtick fence.
                if !error.snippet.isEmpty {
                    let fence = error.snippet.contains { $0.contains("```") } ? "~~~" : "```"
                    item["snippet"] = .flag(true)
                    item["fence"] = .text(fence)
                    item["lines"] = .list(error.snippet.map { ["." : .text($0.trimmingTrailingBlanks())] })
                }
                return item
            }),
        ]
        if errors.count > Self.buildErrorLimit {
            let more = errors.count - Self.buildErrorLimit
            context["more"] = .text("And \(more) more build error\(more == 1 ? "" : "s") — see `evidence triage \(Self.inline(result.input.archiveName, limit: 200)) --format json`.")
        }
        return context
    }

    /// `path:line` relative to the repository, as code, linked to the line at the run's commit when
    /// the CI is known.
    static func source(_ location: SourceLocation, linker: SourceLinker) -> String {
        let column = location.column.map { ":\($0)" } ?? ""
        let text = "`\(inline("\(linker.relative(location.file)):\(location.line)\(column)", limit: 300))`"
        guard let url = linker.url(file: location.file, line: location.line) else { return text }
        return "[\(text)](\(url))"
    }

    /// `path:line` of an archived source (its path in the checkout, as collect found it), linked to
    /// the line at the run's commit when the CI is known.
    static func source(_ excerpt: ArchivedSources.Excerpt, linker: SourceLinker) -> String {
        let text = "`\(inline("\(excerpt.repositoryPath):\(excerpt.line)", limit: 300))`"
        guard let url = linker.url(repositoryPath: excerpt.repositoryPath, line: excerpt.line) else { return text }
        return "[\(text)](\(url))"
    }

    /// Characters of a source line the report shows.
    static let codeLineLimit = 160

    /// The excerpt as a fenced block: each line numbered, the failing one marked `>`. Every line
    /// starts with its number, so none can close the fence early; a tilde fence when the code holds
    /// a backtick fence, so a count of backtick fences stays even.
    static func codeContext(_ excerpt: ArchivedSources.Excerpt) -> TemplateContext {
        let lines: [TemplateContext] = excerpt.numberedLines.map { label, isFailing, text in
            let code = text.count > codeLineLimit ? String(text.prefix(codeLineLimit - 1)) + "…" : text
            return ["." : .text("\(label) \(isFailing ? ">" : "|") \(code)".trimmingTrailingBlanks())]
        }
        let fence = excerpt.lines.contains { $0.contains("```") } ? "~~~" : "```"
        let path = excerpt.repositoryPath.lowercased()
        let language = path.hasSuffix(".swift") ? "swift" : path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") ? "objc" : ""
        return ["fence": .text(fence), "language": .text(language), "lines": .list(lines)]
    }

    /// `` `platform=iOS Simulator,name=iPhone 15` (a Simulator: the OS launches no background task there on its own)``.
    static func destinationText(_ destination: String?) -> String {
        guard let destination else { return "" }
        let simulator = XcodebuildInvocationLine.isSimulator(destination) ? " (a Simulator: the OS launches no background task there on its own)" : ""
        return "`\(inline(destination, limit: 200))`\(simulator)"
    }

    static let unclassifiedNextStep = "Read the evidence below; no rule is confident enough to label this failure."

    /// One cause's block, rendered from `group.md`, ending in a blank line.
    /// With `code`, each example shows its failing line from the archived source, when the archive
    /// holds it.
    /// With `examples`, at most that many failures' evidence. `listed`: the cause is on the
    /// Start-here list above, which gives its next step (and its cause, when not cut there), so the
    /// block does not say them again.
    func groupBlock(
        _ group: FailureGroup, number: Int, result: TriageResult, linker: SourceLinker, code: Bool = true,
        examples: Int = examplesPerGroup, novelty: String? = nil, listed: Bool = false
    ) -> String {
        let sources = code ? result.input.sources : ArchivedSources()
        var context = groupContext(group, number: number, archiveName: result.input.archiveName, linker: linker, sources: sources, examples: examples)
        if let novelty { context["novelty"] = .text(novelty) }
        Self.sayOnce(&context, group: group, listed: listed)
        return render("group", context).trimmingCharacters(in: .newlines) + "\n\n"
    }

    /// What a block leaves out because it is said elsewhere, in the Markdown and on the page alike:
    /// `listed` (on the Start-here list above) its next step, and its cause when the line showed it
    /// whole; a cause of one test names the test once, on its line, not again on its evidence.
    static func sayOnce(_ context: inout TemplateContext, group: FailureGroup, listed: Bool) {
        if listed {
            context["nextStep"] = ""
            if causeText(group, limit: lineCauseLimit) == causeText(group, limit: blockCauseLimit) { context["cause"] = "" }
        }
        if group.count == 1, case .list(let tests)? = context["tests"], let test = tests.first {
            context["single"] = test["."]
            context["singleHistory"] = test["history"]
        }
    }

    func groupContext(
        _ group: FailureGroup, number: Int, archiveName: String, linker: SourceLinker, sources: ArchivedSources = ArchivedSources(),
        examples: Int = examplesPerGroup
    ) -> TemplateContext {
        let first = group.failures.first
        let verdict = first?.classification.verdict
        let firstMessage = first?.test.issues.first?.message ?? ""
        let (lowest, highest) = group.confidence
        let confidence = Self.percent(lowest) == Self.percent(highest) ? Self.percent(lowest) : "\(Self.percent(lowest).dropLast())–\(Self.percent(highest))"
        let reason = first?.reason ?? first.map { Self.unclassifiedReason($0.classification) } ?? ""
        var context: TemplateContext = [
            "number": .text("\(number)"),
            "categoryName": .text(group.category.title),
            "countText": .text(Self.tests(group.count)),
            "cause": .text(Self.causeText(group, limit: Self.blockCauseLimit)),
            // An unclassified failure shows no percentage: a number would claim a reading it lacks.
            "confidence": .text(group.category == .unclassified ? "" : confidence),
            "rule": .text(group.cause.rule ?? ""),
            "stage": .text(verdict?.stage?.rawValue ?? ""),
            "reason": .text(Self.cut(linker.relativeInText(Self.withoutRepeating(firstMessage, in: reason)), limit: 400)),
            "owner": .text(group.owner),
            "nextStep": .text(Self.cut(linker.relativeInText(first?.nextStep ?? Self.unclassifiedNextStep), limit: 400)),
            "tests": .list(group.failures.prefix(Self.testsPerGroup).map { failure in
                let name = failure.test.id.description
                var item: TemplateContext = ["." : .text(Self.inline(name, limit: 300))]
                // `--history`: the test's past beside it.
                if let history { item["history"] = .text(history[name]?.summary ?? "not in the history") }
                return item
            }),
            "archiveName": .text(Self.inline(archiveName, limit: 200)),
        ]
        if group.count > Self.testsPerGroup { context["moreTests"] = .text("\(group.count - Self.testsPerGroup)") }
        let shared = group.sharedMessage
        context["examples"] = .list(group.failures.prefix(examples).map { failure in
            let message = failure.test.issues.first?.message ?? ""
            var example = exampleContext(failure, causeShowsMessage: Self.causeShowsWhole(message, cause: group.cause, sharedMessage: shared), archiveName: archiveName, linker: linker)
            if let location = failure.test.issues.first?.location, let excerpt = sources.excerpt(file: location.file, line: location.line) {
                example["source"] = .text(Self.source(excerpt, linker: linker))
                example["code"] = .context(Self.codeContext(excerpt))
            }
            return example
        })
        return context
    }

    /// The evidence of one failure of a group: its message (unless the cause already says all of
    /// it), where it failed, each pointer once — an excerpt that only repeats the message is named,
    /// not quoted again.
    func exampleContext(_ failure: TriagedFailure, causeShowsMessage: Bool, archiveName: String, linker: SourceLinker) -> TemplateContext {
        let classification = failure.classification
        let verdict = classification.verdict
        let issue = failure.test.issues.first
        let message = issue?.message ?? ""
        let showMessage = !message.isEmpty && !causeShowsMessage
        var context: TemplateContext = [
            "summary": .text(Self.html(Self.inline(failure.test.id.description, limit: 300))),
            "message": .text(showMessage ? Self.inline(message, limit: 500) : ""),
            "source": .text(issue?.location.map { Self.source($0, linker: linker) } ?? ""),
            "timelines": .list(failure.timelines.prefix(3).map { ["." : .text(Self.cut($0.summary, limit: 400))] }),
            "attachments": .list(failure.test.attachments.prefix(Self.attachmentsPerExample).map { ["name": .text(Self.inline($0.excerpt ?? "attachment", limit: 200)), "path": .text(Self.inline($0.path, limit: 300))] }),
        ]
        if failure.test.attachments.count > Self.attachmentsPerExample {
            let more = failure.test.attachments.count - Self.attachmentsPerExample
            context["moreAttachments"] = .text("\(more) more attachment\(more == 1 ? "" : "s")")
        }
        var pointers = Array(failure.evidence(includingResultLines: false).prefix(6))
        // The quoted message says where it was read, rather than a line of its own saying so.
        if showMessage, let index = pointers.firstIndex(where: { !$0.path.hasSuffix(".xcresult") && Self.repeats(message, in: $0.excerpt ?? "") }) {
            context["messagePlace"] = .text(Self.inline(Self.place(pointers.remove(at: index)), limit: 300))
        }
        context["items"] = .list(pointers.map { pointer in
            let excerpt = pointer.excerpt ?? ""
            let repeatsMessage = Self.repeats(message, in: excerpt)
            var item: TemplateContext = [
                "where": .text(Self.inline(Self.place(pointer), limit: 300)),
                "excerpt": .text(repeatsMessage ? "" : Self.inline(Self.readableRecord(excerpt) ?? excerpt, limit: 200)),
                "isMessage": .flag(repeatsMessage),
            ]
            // A result bundle's facts are read with `evidence xcresult`, not opened as a file.
            if pointer.path.hasSuffix(".xcresult") { item["bundle"] = .text(Self.inline(archiveName, limit: 200)) }
            return item
        })
        let others = classification.verdicts.filter { $0 != verdict }.prefix(3)
        if !others.isEmpty {
            context["alternatives"] = .context(["text": .text(others.map { "`\($0.rule)` (\($0.category.title), \(Self.percent($0.confidence)))" }.joined(separator: ", "))])
        }
        return context
    }

    static func unclassifiedReason(_ classification: Classification) -> String {
        guard !classification.verdicts.isEmpty else { return "No rule matched this failure's evidence." }
        return "The evidence is ambiguous or weak: \(classification.verdicts.prefix(3).map { "`\($0.rule)` says \($0.category.title.lowercased()) (\(percent($0.confidence)))" }.joined(separator: "; "))."
    }

    // MARK: - Text

    static func place(_ pointer: EvidencePointer) -> String {
        pointer.line.map { "\(pointer.path):\($0)" } ?? pointer.path
    }

    /// A registration record's line (`{"schema":"evidence.diagnostic/v1","identifier":…}`, often
    /// cut) as a sentence: `registration failed: com.example.app.cleanup (processing),
    /// BGTaskScheduler.Error.notPermitted`. nil for any other excerpt.
    static func readableRecord(_ excerpt: String) -> String? {
        guard excerpt.hasPrefix("{\"schema\":\"evidence.diagnostic/v1\"") else { return nil }
        func field(_ name: String) -> String? {
            guard let key = excerpt.range(of: "\"\(name)\":\"") else { return nil }
            let rest = excerpt[key.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        guard let identifier = field("identifier"), let phase = field("phase"), let outcome = field("outcome") else { return nil }
        var text = "\(phase) \(outcome): \(identifier)"
        if let kind = field("taskKind") { text += " (\(kind))" }
        if let error = field("errorType") { text += ", \(error)" }
        if let time = field("timestamp") { text += " at \(time)" }
        return text
    }

    static func percent(_ value: Double) -> String {
        String(Int((value * 100).rounded())) + "%"
    }

    /// One line, no backticks (they would end inline code), no `<` `>` that GitHub could read as
    /// HTML, cut at a word boundary. Scalar by scalar: Foundation's replacing is slow on Linux.
    package static func inline(_ text: String, limit: Int) -> String {
        var line = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            // Enough to cut at a boundary; the rest is never shown.
            guard count <= limit else { break }
            switch scalar {
            case "\r": continue
            case "\n": line.append(contentsOf: " ⏎ ".unicodeScalars)
            case "`": line.append("'")
            case "<": line.append("‹")
            case ">": line.append("›")
            default: line.append(scalar)
            }
            count += 1
        }
        return cut(String(line), limit: limit)
    }

    /// At most `limit` characters, cut after a word (at a space, or after `,` `;` `:` `/` in text
    /// without spaces) with "…"; a code span is never left open.
    static func cut(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        // Room for the ellipsis; and whether the text goes on after a whole word.
        let characters = Array(text.prefix(limit))
        let room = max(limit - 1, 1)
        var end = room
        while end > room / 2 {
            if characters[end].isWhitespace || characters[end - 1].isWhitespace { break }
            if ",;:/".contains(characters[end - 1]) { break }
            end -= 1
        }
        if end <= room / 2 { end = room }
        var result = characters[..<end]
        while let last = result.last, last.isWhitespace || last == "—" || last == "-" { result.removeLast() }
        if result.filter({ $0 == "`" }).count % 2 == 1, let open = result.lastIndex(of: "`") {
            result = result[..<open]
            while let last = result.last, last.isWhitespace { result.removeLast() }
        }
        return String(result) + "…"
    }

    /// What a group block and the "Start here" line call the cause, as code: the identifier; else
    /// the message every failure of the group has, as it is (its quoted expectation or number is
    /// what tells this cause from a like one); else the normalised message they share. Else that
    /// there was no message. Groups are still formed by the normalised key.
    static func causeText(_ group: FailureGroup, limit: Int) -> String {
        let cause = group.cause
        guard cause.identifier != nil || cause.message != nil else { return cause.rule == nil ? "no failure message" : "no failure message, rule `\(cause.rule!)`" }
        return "`\(inline(group.sharedMessage.map(shownAsCause) ?? cause.text, limit: limit))`"
    }

    /// A shared message as the cause shows it: without the blanks around it.
    static func shownAsCause(_ message: String) -> String {
        message.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// How much of the cause a group block shows.
    static let blockCauseLimit = 300
    /// How much of it a "Start here" or "More causes" line shows: enough for XCTest's timeout
    /// sentence (about 90 characters) and the expectation it quotes after it, which is what
    /// tells one timeout from another.
    static let lineCauseLimit = 160
    /// How much of a next step a "Start here" line shows: all of a rule's (the block does not repeat it).
    static let lineNextStepLimit = 400

    /// Whether a group block's cause already shows a failure's message whole, so that its
    /// evidence need not quote it again: the group's shared message when it is not cut, or a
    /// normalised key that left the message as it was.
    static func causeShowsWhole(_ message: String, cause: FailureCause, sharedMessage: String?) -> Bool {
        if let shared = sharedMessage {
            let shown = shownAsCause(shared)
            return shared == message && inline(shown, limit: blockCauseLimit) == inline(shown, limit: Int.max)
        }
        return cause.message != nil && FailureCause.normalise(message) == collapsed(message)
    }

    static func tests(_ count: Int) -> String { counted(count, "test") }

    /// "1 cause", "2 causes".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Whitespace collapsed, as `FailureCause.normalise` leaves it.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether an evidence excerpt holds the message (whole, or up to where the reader cut the
    /// excerpt with "…"), so that quoting it would repeat the message.
    static func repeats(_ message: String, in excerpt: String) -> Bool {
        guard !message.isEmpty, !excerpt.isEmpty else { return false }
        if excerpt.contains(message) { return true }
        guard excerpt.hasSuffix("…"), message.count >= 20, let start = excerpt.range(of: message.prefix(20)) else { return false }
        return message.hasPrefix(excerpt[start.lowerBound...].dropLast())
    }

    /// A rule's sentence that quotes the failure message (`… crashed: <message>.`) points to it
    /// instead: the message is shown once, with the evidence.
    static func withoutRepeating(_ message: String, in sentence: String) -> String {
        let quoted = String(message.prefix(120))
        guard quoted.count >= 20, let range = sentence.range(of: quoted) else { return sentence }
        var end = range.upperBound
        // A longer quote than the prefix: drop the rest of it up to the sentence's end.
        let remainder = message.dropFirst(quoted.count)
        if !remainder.isEmpty, sentence[end...].hasPrefix(remainder) { end = sentence.index(end, offsetBy: remainder.count) }
        return sentence.replacingCharacters(in: range.lowerBound..<end, with: "see the failure message")
    }

    static func html(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Collapses runs of blank lines left by empty sections.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty, let last = lines.last, last.isEmpty { continue }
            lines.append(line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : line)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    static func clip(_ text: String, to limit: Int) -> String {
        var result = ""
        for character in text {
            if result.utf16.count + String(character).utf16.count > limit { break }
            result.append(character)
        }
        return result
    }
}

private extension String {
    func trimmingTrailingBlanks() -> String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
