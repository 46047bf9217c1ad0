/// One test, one identity: a source that printed a test without its module (fastlane's and
/// xcpretty's JUnit `Suite/testX`, a parallel log's `Suite.testX()`) names the same test as one
/// that printed `Module.Suite/testX`. Given every id some source of the runs being compared named,
/// `resolve` gives a moduleless id the module the others know for it: the one module known for its
/// suite and name, else the one module known for its suite. Where two modules are known (two test
/// targets with a suite of the same name), the id stays as printed: a guess could join two tests.
package struct TestIdentityResolver: Sendable {
    /// The modules known per `Suite/name` and per suite, from ids that name one.
    private var modulesBySuiteAndName: [SuiteAndName: Set<String>] = [:]
    private var modulesBySuite: [String: Set<String>] = [:]

    package init() {}

    package init(_ ids: some Sequence<TestIdentifier>) {
        for id in ids { add(id) }
    }

    /// Learns the module of `id`, when it names one.
    package mutating func add(_ id: TestIdentifier) {
        guard let module = id.module, !id.suite.isEmpty else { return }
        modulesBySuiteAndName[SuiteAndName(id), default: []].insert(module)
        modulesBySuite[id.suite, default: []].insert(module)
    }

    /// Whether no id named a module: every id resolves to itself.
    package var isEmpty: Bool { modulesBySuite.isEmpty }

    /// `id` with the module the other sources know for it; `id` itself when it has one, when none
    /// is known, or when more than one is.
    package func resolve(_ id: TestIdentifier) -> TestIdentifier {
        guard id.module == nil, !id.suite.isEmpty, let module = module(suite: id.suite, name: id.name) ?? module(suite: id.suite) else { return id }
        var resolved = id
        resolved.module = module
        return resolved
    }

    /// The one module known for this suite and name.
    package func module(suite: String, name: String) -> String? {
        guard let modules = modulesBySuiteAndName[SuiteAndName(suite: suite, name: name)], modules.count == 1 else { return nil }
        return modules.first
    }

    /// Whether some source named a module for this suite and name (one or several).
    package func knowsModule(suite: String, name: String) -> Bool {
        modulesBySuiteAndName[SuiteAndName(suite: suite, name: name)] != nil
    }

    /// The one module known for this suite, when no module is known for the test itself.
    package func module(suite: String) -> String? {
        guard let modules = modulesBySuite[suite], modules.count == 1 else { return nil }
        return modules.first
    }
}

extension TestIdentifier {
    /// Reads back what `description` wrote: `Module.Suite/name`, `Suite/name` or `name` (a Swift
    /// Testing test whose suite the log could not tell). The module is the text before the suite
    /// part's first dot, as JUnit's `classname` spells it (module names have no dots).
    package init(parsing text: String) {
        let trimmed = Substring(text).drop { $0 == " " || $0 == "\t" }
        guard let slash = trimmed.firstIndex(of: "/"), slash > trimmed.startIndex else {
            self.init(module: nil, suite: "", name: String(trimmed))
            return
        }
        let qualifiedSuite = trimmed[..<slash]
        let name = String(trimmed[trimmed.index(after: slash)...])
        if let dot = qualifiedSuite.firstIndex(of: "."), dot > qualifiedSuite.startIndex, qualifiedSuite.index(after: dot) < qualifiedSuite.endIndex {
            self.init(module: String(qualifiedSuite[..<dot]), suite: String(qualifiedSuite[qualifiedSuite.index(after: dot)...]), name: name)
        } else {
            self.init(module: nil, suite: String(qualifiedSuite), name: name)
        }
    }

    /// `Suite/name` (or `name`), whatever the module: what two spellings of one test share.
    package var suiteAndName: String {
        suite.isEmpty ? name : "\(suite)/\(name)"
    }
}
