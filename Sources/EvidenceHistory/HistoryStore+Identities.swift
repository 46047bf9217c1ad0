import EvidenceCore

/// One test, one history: a run read from a source that printed no module (fastlane's or xcpretty's
/// JUnit: `Suite/testX`) and one read from the log (`Module.Suite/testX`) name one test. Each stored
/// name keeps its `Suite/name` (`suite_name`); a name without a module is the one the other runs
/// give a module, where exactly one module is known for it, and a history kept under the name
/// without the module joins the named one as soon as the module is known.
extension HistoryStore {
    /// What the history knows of the modules of `ids` printed without one, and the modules the run
    /// itself names.
    func knownIdentities(_ ids: [TestIdentifier]) throws -> TestIdentityResolver {
        var identities = TestIdentityResolver(ids)
        let moduleless = Array(Set(ids.filter { $0.module == nil && !$0.suite.isEmpty }.map(\.suiteAndName))).sorted()
        for (_, names) in try storedNames(suiteNames: moduleless) {
            for name in names { identities.add(TestIdentifier(parsing: name)) }
        }
        return identities
    }

    /// The stored names (with or without module) of each of `suiteNames`.
    func storedNames(suiteNames: [String]) throws -> [String: [String]] {
        var names: [String: [String]] = [:]
        for chunk in stride(from: 0, to: suiteNames.count, by: Self.rowsPerStatement) {
            let slice = suiteNames[chunk..<min(chunk + Self.rowsPerStatement, suiteNames.count)].map { HistoryValue.text($0) }
            let list = (1...slice.count).map { "$\($0)" }.joined(separator: ", ")
            for row in try connection.execute("SELECT suite_name, name FROM tests WHERE suite_name IN (\(list)) ORDER BY name", slice) {
                if let suiteName = row[0], let name = row[1] { names[suiteName, default: []].append(name) }
            }
        }
        return names
    }

    /// Those of `suiteNames` stored under a name without a module.
    func modulelessStored(among suiteNames: [String]) throws -> [String] {
        try storedNames(suiteNames: suiteNames).compactMap { suiteName, names in names.contains(suiteName) ? suiteName : nil }.sorted()
    }

    /// Joins the history kept under `Suite/name` to the one of `Module.Suite/name`, for each of
    /// `suiteNames` with exactly one module: its results move over (a run that has both keeps the
    /// named one), and the name without the module goes.
    func fold(suiteNames: [String]) throws {
        guard !suiteNames.isEmpty else { return }
        for (suiteName, names) in try storedNames(suiteNames: suiteNames).sorted(by: { $0.key < $1.key }) {
            let named = names.filter { $0 != suiteName }
            guard names.contains(suiteName), named.count == 1 else { continue }
            let ids = try testIDs([suiteName, named[0]].sorted(), creating: false)
            guard let old = ids[suiteName], let new = ids[named[0]] else { continue }
            try connection.execute("""
                UPDATE results SET test_id = $1 WHERE test_id = $2 AND run_id NOT IN (SELECT run_id FROM results WHERE test_id = $1)
                """, [.integer(new), .integer(old)])
            try connection.execute("DELETE FROM results WHERE test_id = $1", [.integer(old)])
            try connection.execute("DELETE FROM tests WHERE id = $1", [.integer(old)])
        }
    }

    /// Schema 3: every stored name's `suite_name`, then the histories of one test under two names
    /// joined. Inside the migration's transaction.
    func foldStoredIdentities() throws {
        let rows = try connection.execute("SELECT id, name FROM tests WHERE suite_name IS NULL ORDER BY id", [])
        var moduleless: [String] = []
        for row in rows {
            guard let id = row[0].flatMap({ Int64($0) }), let name = row[1] else { continue }
            let parsed = TestIdentifier(parsing: name)
            try connection.execute("UPDATE tests SET suite_name = $1 WHERE id = $2", [.text(parsed.suiteAndName), .integer(id)])
            if parsed.module == nil { moduleless.append(parsed.suiteAndName) }
        }
        try fold(suiteNames: moduleless.sorted())
    }

    /// The stored test each of `names` is: itself when stored so, else the one stored under the
    /// other spelling of the same test (with or without its module), when there is exactly one.
    func storedIDs(_ names: [String]) throws -> [String: Int64] {
        var ids = try testIDs(Array(Set(names)).sorted(), creating: false)
        let missing = names.filter { ids[$0] == nil }
        guard !missing.isEmpty else { return ids }
        let stored = try storedNames(suiteNames: Array(Set(missing.map { TestIdentifier(parsing: $0).suiteAndName })).sorted())
        var aliases: [String: String] = [:]
        for name in missing {
            let id = TestIdentifier(parsing: name)
            let candidates = (stored[id.suiteAndName] ?? []).filter { candidate in
                id.module == nil ? candidate != id.suiteAndName : candidate == id.suiteAndName
            }
            if candidates.count == 1 { aliases[name] = candidates[0] }
        }
        let found = try testIDs(Array(Set(aliases.values)).sorted(), creating: false)
        for (name, alias) in aliases { ids[name] = found[alias] }
        return ids
    }
}
