import EvidenceCore
import EvidenceReaders

/// The static configuration gate: every registered task identifier must be permitted by the built
/// Info.plist, with the background mode its kind needs (`fetch` for app refresh, `processing` for
/// processing tasks). Findings are sentences naming the identifier, where it was registered and the
/// plist; a misspelling gets the closest permitted identifier.
package enum ConfigurationGate {
    package struct Finding: Hashable, Sendable {
        package enum Severity: String, Sendable { case failure = "error", warning, note }
        package var severity: Severity
        package var message: String
    }

    package struct Report: Sendable {
        package var plistPath: String
        package var checked: [String]
        package var findings: [Finding]
        package var passed: Bool { !findings.contains { $0.severity == .failure } }
    }

    package struct Input: Sendable {
        package var plist: AppInfoPlist
        package var tasks: [RegisteredTask]
        package var unresolved: [TaskRegistrationScanner.Unresolved]
        package var records: [RegistrationRecord]
        /// Whether source was scanned (so that permitted identifiers nobody registers are worth a note).
        package var scannedSource: Bool
        /// A source plist (unexpanded `$(…)`) is a warning instead of a failure (`--allow-source-plist`).
        package var allowsSourcePlist: Bool

        package init(plist: AppInfoPlist, tasks: [RegisteredTask], unresolved: [TaskRegistrationScanner.Unresolved] = [], records: [RegistrationRecord] = [], scannedSource: Bool = false, allowsSourcePlist: Bool = false) {
            self.allowsSourcePlist = allowsSourcePlist
            self.plist = plist
            self.tasks = tasks
            self.unresolved = unresolved
            self.records = records
            self.scannedSource = scannedSource
        }
    }

    package static func check(_ input: Input) -> Report {
        let plist = input.plist
        var findings: [Finding] = []
        addInputFindings(input, to: &findings)

        let permitted = PermittedIdentifiers(plist)
        let modes = Set(plist.backgroundModes ?? [])
        var checked: [String] = []
        let bundleIdentifier = plist.bundleIdentifier.flatMap { AppInfoPlist.containsVariable($0) ? nil : $0 }
        for (registered, tasks) in grouped(input.tasks) {
            // `"\(Bundle.main.bundleIdentifier!).refresh"` in source: the built plist's bundle id says the value.
            var identifier = registered
            if registered.contains(IdentifierExpression.bundleIdentifier), let bundleIdentifier {
                identifier = registered.replacingOccurrences(of: IdentifierExpression.bundleIdentifier, with: bundleIdentifier)
            }
            checked.append(identifier)
            // The first three places; a record file can list an identifier thousands of times.
            let origins = tasks.map(\.origin.description)
            let origin = origins.prefix(3).joined(separator: ", ") + (origins.count > 3 ? " and \(origins.count - 3) more" : "")
            addPermissionFinding(identifier, origin: origin, plist: plist, permitted: permitted, to: &findings)
            addModeFindings(identifier, tasks: tasks, origin: origin, plist: plist, modes: modes, to: &findings)
        }
        if input.scannedSource {
            let registered = Set(checked)
            for entry in permitted.literals where !registered.contains(entry) {
                findings.append(Finding(severity: .note, message: "\"\(entry)\" is permitted in \(plist.path) but no register(forTaskWithIdentifier:) for it was found."))
            }
        }
        return Report(plistPath: plist.path, checked: checked, findings: findings)
    }

    /// What is wrong before any identifier is checked: a source plist, a plist that does not
    /// parse as one, identifiers the scan could not resolve, registrations recorded as failed.
    private static func addInputFindings(_ input: Input, to findings: inout [Finding]) {
        let plist = input.plist
        func add(_ severity: Finding.Severity, _ message: String) { findings.append(Finding(severity: severity, message: message)) }

        if !plist.unexpandedVariables.isEmpty {
            let shown = plist.unexpandedVariables.prefix(3).map { "\($0.value) in \($0.keyPath)" }.joined(separator: ", ")
            // The gate cannot vouch for what the build will expand: it fails unless told the team gates
            // the source knowingly.
            add(input.allowsSourcePlist ? .warning : .failure, "\(plist.path) holds unexpanded build settings (\(shown)\(plist.unexpandedVariables.count > 3 ? ", …" : "")): it is a source plist, not the build artifact; gate the built app's Info.plist ($BUILT_PRODUCTS_DIR/$WRAPPER_NAME) instead.")
        }
        for problem in plist.problems { add(.failure, "\(plist.path): \(problem).") }
        // A value a build setting lost (a URL an xcconfig's `//` cut, an app's key left empty): not background
        // work's, so a warning — every client built on it fails in the tests, whatever they test.
        if !plist.lostSettings.isEmpty {
            let shown = plist.lostSettings.prefix(3).map { "\($0.keyPath) = \"\($0.value)\"" }.joined(separator: ", ")
            add(.warning, "\(plist.path) holds values a build setting lost (\(shown)\(plist.lostSettings.count > 3 ? ", …" : "")): a URL cut to its scheme is an xcconfig reading `//` as a comment (write `https:/$()/host`), an empty one a setting the configuration built does not define.")
        }
        for unresolved in input.unresolved {
            add(.warning, "Cannot tell which identifier \(unresolved.location.file):\(unresolved.location.line) registers (\(unresolved.expression)): \(unresolved.reason); pass it with --task-id to check it.")
        }
        for record in input.records where record.phase == .registration && record.outcome == .failed {
            add(.failure, "The registration record at \(record.evidence.path):\(record.evidence.line ?? 0) says registering \"\(record.identifier)\" failed\(record.errorType.map { " (\($0))" } ?? "").")
        }
    }

    /// Whether the plist permits `identifier`: exactly, only under an assumption, or not at all.
    private static func addPermissionFinding(_ identifier: String, origin: String, plist: AppInfoPlist, permitted: PermittedIdentifiers, to findings: inout [Finding]) {
        func add(_ severity: Finding.Severity, _ message: String) { findings.append(Finding(severity: severity, message: message)) }
        switch permitted.match(identifier) {
        case .exact:
            break
        case .expanded(let entry, let assumption):
            add(.warning, "\"\(identifier)\" matches \(entry) only by assuming \(assumption); the built plist must hold the expanded identifier.")
        case .pattern(let entry):
            add(.warning, "\"\(identifier)\" matches \(entry) only if the build expands it that way; check the built plist.")
        case .missing:
            add(.failure, missingMessage(identifier, origin: origin, plist: plist, permitted: permitted))
        }
    }

    /// Whether UIBackgroundModes lets the tasks registered under `identifier` run, by their kinds.
    private static func addModeFindings(_ identifier: String, tasks: [RegisteredTask], origin: String, plist: AppInfoPlist, modes: Set<String>, to findings: inout [Finding]) {
        func add(_ severity: Finding.Severity, _ message: String) { findings.append(Finding(severity: severity, message: message)) }
        let kinds = Set(tasks.compactMap(\.kind))
        if kinds.isEmpty {
            if !modes.contains("fetch") && !modes.contains("processing") {
                add(.failure, "UIBackgroundModes in \(plist.path) has neither \"fetch\" nor \"processing\", so \"\(identifier)\" (registered at \(origin)) can never be scheduled.")
            } else if !(modes.contains("fetch") && modes.contains("processing")) {
                add(.note, "The kind of \"\(identifier)\" is unknown (no BGAppRefreshTaskRequest, BGProcessingTaskRequest or handler cast found for it): UIBackgroundModes has only \"\(modes.contains("fetch") ? "fetch" : "processing")\", which is right only for \(modes.contains("fetch") ? "an app-refresh" : "a processing") task.")
            }
        }
        for kind in kinds.sorted(by: { $0.rawValue < $1.rawValue }) where !modes.contains(kind.requiredBackgroundMode) {
            let reason = tasks.first { $0.kind == kind }?.kindReason.map { " (\($0))" } ?? ""
            let name = kind == .processing ? "a processing task" : "an app-refresh task"
            add(.failure, "\"\(identifier)\" is \(name)\(reason), but UIBackgroundModes in \(plist.path) lacks \"\(kind.requiredBackgroundMode)\"\(plist.backgroundModes.map { " (it has \($0.isEmpty ? "nothing" : $0.joined(separator: ", ")))" } ?? " (the key is absent)"); submitting its request fails with BGTaskScheduler.Error.notPermitted.")
        }
        if kinds.count > 1 {
            add(.warning, "\"\(identifier)\" is registered as both an app-refresh and a processing task; one identifier serves one kind.")
        }
    }

    static func grouped(_ tasks: [RegisteredTask]) -> [(String, [RegisteredTask])] {
        var order: [String] = []
        var groups: [String: [RegisteredTask]] = [:]
        for task in tasks {
            if groups[task.identifier] == nil { order.append(task.identifier) }
            groups[task.identifier, default: []].append(task)
        }
        return order.map { ($0, groups[$0]!) }
    }

    static func missingMessage(_ identifier: String, origin: String, plist: AppInfoPlist, permitted: PermittedIdentifiers) -> String {
        var message = "\"\(identifier)\" (registered at \(origin)) is not in BGTaskSchedulerPermittedIdentifiers of \(plist.path)"
        guard plist.permittedTaskIdentifiers != nil else {
            return message + ", which has no BGTaskSchedulerPermittedIdentifiers key at all; registering it fails (\"Registration rejected; … is not advertised in the application's Info.plist\")."
        }
        if let closest = permitted.closest(to: identifier) {
            if closest.entry.lowercased() == identifier.lowercased() {
                message += "; \"\(closest.entry)\" is permitted, which differs only in letter case (identifiers are case-sensitive)"
            } else {
                message += "; did you mean \"\(closest.entry)\"? (\(closest.distance) character\(closest.distance == 1 ? " differs" : "s differ"))"
            }
        } else {
            let list = permitted.literals.isEmpty ? "none" : permitted.literals.map { "\"\($0)\"" }.joined(separator: ", ")
            message += " (permitted: \(list))"
        }
        return message + "; registering it fails (\"Registration rejected; … is not advertised in the application's Info.plist\")."
    }
}

/// The plist's permitted identifiers, with `$(VAR)` entries expanded where the plist itself says the
/// value (`PRODUCT_BUNDLE_IDENTIFIER` from a literal CFBundleIdentifier), else matched as patterns.
struct PermittedIdentifiers {
    enum Match { case exact, expanded(entry: String, assumption: String), pattern(entry: String), missing }

    let literals: [String]
    /// Entries as written, for identifiers that are themselves `$(PRODUCT_BUNDLE_IDENTIFIER).…` templates.
    private let entries: [String]
    private let expanded: [(entry: String, value: String, assumption: String)]
    private let patterns: [(entry: String, parts: [String])]

    init(_ plist: AppInfoPlist) {
        var literals: [String] = []
        var expanded: [(String, String, String)] = []
        var patterns: [(String, [String])] = []
        let bundleIdentifier = plist.bundleIdentifier.flatMap { AppInfoPlist.containsVariable($0) ? nil : $0 }
        for entry in plist.permittedTaskIdentifiers ?? [] {
            guard AppInfoPlist.containsVariable(entry) else {
                literals.append(entry)
                continue
            }
            if let bundleIdentifier {
                let value = entry.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: bundleIdentifier)
                    .replacingOccurrences(of: "${PRODUCT_BUNDLE_IDENTIFIER}", with: bundleIdentifier)
                if !AppInfoPlist.containsVariable(value) {
                    expanded.append((entry, value, "PRODUCT_BUNDLE_IDENTIFIER = \(bundleIdentifier) (the plist's CFBundleIdentifier)"))
                    continue
                }
            }
            patterns.append((entry, Self.literalParts(entry)))
        }
        self.literals = literals
        entries = plist.permittedTaskIdentifiers ?? []
        self.expanded = expanded
        self.patterns = patterns
    }

    func match(_ identifier: String) -> Match {
        if literals.contains(where: { AppInfoPlist.permits(identifier, entry: $0) }) { return .exact }
        if AppInfoPlist.containsVariable(identifier) {
            return entries.contains(identifier) ? .pattern(entry: identifier) : .missing
        }
        if let hit = expanded.first(where: { $0.value == identifier }) { return .expanded(entry: hit.entry, assumption: hit.assumption) }
        if let hit = patterns.first(where: { Self.matches(identifier, parts: $0.parts) }) { return .pattern(entry: hit.entry) }
        return .missing
    }

    /// The nearest permitted identifier (literal or expanded), when near enough to be a misspelling.
    func closest(to identifier: String) -> (entry: String, distance: Int)? {
        Spelling.closest(to: identifier, in: literals + expanded.map(\.value)).map { ($0.candidate, $0.distance) }
    }

    /// The fixed text around `$(…)` references, which must appear in order.
    static func literalParts(_ entry: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(entry)
        while let open = rest.range(of: "$(") ?? rest.range(of: "${") {
            parts.append(String(rest[..<open.lowerBound]))
            guard let close = rest[open.upperBound...].firstIndex(where: { $0 == ")" || $0 == "}" }) else { return parts + [""] }
            rest = rest[rest.index(after: close)...]
        }
        parts.append(String(rest))
        return parts
    }

    static func matches(_ identifier: String, parts: [String]) -> Bool {
        guard let first = parts.first, let last = parts.last, identifier.hasPrefix(first), identifier.hasSuffix(last),
              identifier.count > first.count + last.count
        else { return false }
        var rest = Substring(identifier).dropFirst(first.count).dropLast(last.count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
