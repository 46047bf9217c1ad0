import EvidenceCore

/// Reads a bundle's `database.sqlite3` (the cache Xcode 16+ builds; the fastlane Xcode 16/26
/// fixtures carry nothing else) into the same document the object-graph reader makes. Columns are
/// selected by name — their order differs between bundles — and a missing table or column reads as
/// empty, so a newer schema degrades instead of failing.
struct XCResultDatabaseReader {
    /// One row: its rowid and the named columns as text (SQLite converts numbers). The values stand
    /// in the order of `columns`, which every row of a table shares (one array, not a dictionary a
    /// row: 50,000 rows of two tables took a quarter of collect's 256 MB).
    struct Row {
        var rowid: Int
        let columns: [String]
        var values: [String?]
        subscript(_ column: String) -> String? { columns.firstIndex(of: column).flatMap { values[$0] } }
        /// Integers stored as text or real; out-of-range or non-finite values read as absent.
        func int(_ column: String) -> Int? { self[column].flatMap { Int($0) ?? Double($0).flatMap { Int(exactly: $0.rounded(.towardZero)) } } }
        func double(_ column: String) -> Double? { self[column].flatMap { Double($0) } }
    }

    let database: SQLiteDatabase
    var document: XCResultDocument

    /// Rows read of one table, at most — as many test runs as triage classifies one by one
    /// (`Triage.classifiedFailureLimit`): a hostile database of 10⁶ failed test runs, each with an
    /// issue, took `xcresult` and `collect` past 256 MB of address space ("failed to allocate"), and
    /// 100,000 still do. Test runs are read failures first, and every other table the rows the kept
    /// runs need first (`Wanted`), so a bundle of many passes or many test cases never loses a
    /// failure or its name to the cut. The rows past it are counted, by result for test runs, and
    /// named in a note.
    static let maximumRows = 10_000

    /// The rows of a table that rows already kept need, read before the rest: those another table's
    /// rows name by rowid (a run's `testCase_fk`), those that name a kept row themselves (`owners`:
    /// an issue's `testCaseRun_fk`), and the rows those name in `parent`, a column naming a row of
    /// the same table (a suite's `parentSuite_fk`), up the chain. In levels, the most wanted first:
    /// a failing run's issues before a passing run's.
    struct Wanted {
        struct Level {
            let rowids: Set<Int>
            let owners: [String: Set<Int>]

            /// At most `maximumRows` ids (no more rows are kept): the SQL stays well under SQLite's
            /// statement limit whatever a hostile database's ids are.
            init(rowids: Set<Int> = [], owners: [String: Set<Int>] = [:]) {
                var budget = XCResultDatabaseReader.maximumRows
                func capped(_ ids: Set<Int>) -> Set<Int> {
                    let kept = ids.count <= budget ? ids : Set(ids.sorted().prefix(budget))
                    budget -= kept.count
                    return kept
                }
                self.rowids = capped(rowids)
                var cappedOwners: [String: Set<Int>] = [:]
                for (column, ids) in owners.sorted(by: { $0.key < $1.key }) { cappedOwners[column] = capped(ids) }
                self.owners = cappedOwners
            }

            func contains(_ row: Row) -> Bool {
                rowids.contains(row.rowid) || owners.contains { column, ids in row.int(column).map(ids.contains) ?? false }
            }

            /// The SQL condition its rows meet, over the columns the table has; nil when it wants none.
            func condition(present: Set<String>) -> String? {
                var parts = rowids.isEmpty ? [] : ["rowid IN (\(XCResultDatabaseReader.list(rowids)))"]
                for (column, ids) in owners.sorted(by: { $0.key < $1.key }) where present.contains(column) && !ids.isEmpty {
                    parts.append("\"\(column)\" IN (\(XCResultDatabaseReader.list(ids)))")
                }
                return parts.isEmpty ? nil : parts.joined(separator: " OR ")
            }
        }

        let levels: [Level]
        let parent: String?

        init(_ levels: Level..., parent: String? = nil) {
            self.levels = levels
            self.parent = parent
        }

        init(rowids: Set<Int>, parent: String? = nil) { self.init(Level(rowids: rowids), parent: parent) }

        func contains(_ row: Row) -> Bool { levels.contains { $0.contains(row) } }
    }

    static func list(_ ids: Set<Int>) -> String { ids.sorted().map(String.init).joined(separator: ",") }

    /// The ids `column` of `rows` names.
    static func ids(_ rows: some Sequence<Row>, _ column: String) -> Set<Int> { Set(rows.compactMap { $0.int(column) }) }

    /// The rows of `name` in rowid order, at most `maximumRows` — the `wanted` ones first, then
    /// failures, then the rest — and a note counting those left.
    func table(_ name: String, _ columns: [String], wanted: Wanted = Wanted()) throws -> (rows: [Row], note: String?) {
        let present = Set(try database.columns(of: name))
        guard !present.isEmpty else { return ([], nil) }
        let selected = columns.filter { present.contains($0) }
        let list = (["rowid"] + selected.map { "\"\($0)\"" }).joined(separator: ", ")
        // What kept rows need, then failures before passes: what triage needs is never the part cut off.
        var order = wanted.levels.compactMap { $0.condition(present: present) }.map { "(\($0)) DESC" }
        if present.contains("result") { order.append("(\"result\" = 'Success')") }
        var rows = try self.rows("SELECT \(list) FROM \"\(name)\" ORDER BY \((order + ["rowid"]).joined(separator: ", ")) LIMIT \(Self.maximumRows)", selected)
        if let parent = wanted.parent, present.contains(parent) {
            rows = try addingParents(parent, to: rows, wanted: wanted) { ids in
                try self.rows("SELECT \(list) FROM \"\(name)\" WHERE rowid IN (\(Self.list(ids)))", selected)
            }
        }
        // Kept in the table's order: what triage and the report list follow it.
        rows.sort { $0.rowid < $1.rowid }
        guard rows.count == Self.maximumRows else { return (rows, nil) }
        let byResult = present.contains("result")
        var counted: [String: Int] = [:]
        if byResult { for row in rows { counted[row["result"] ?? "NULL", default: 0] += 1 } }
        return (rows, try unreadRows(of: name, read: byResult ? counted : ["": rows.count], byResult: byResult))
    }

    /// The rows `sql` selects: the rowid, then `columns`.
    private func rows(_ sql: String, _ columns: [String]) throws -> [Row] {
        let statement = try database.prepare(sql)
        var rows: [Row] = []
        while try statement.step() {
            let values = columns.indices.map { statement.string(at: Int32($0 + 1)) }
            rows.append(Row(rowid: statement.int(at: 0) ?? 0, columns: columns, values: values))
        }
        return rows
    }

    /// `rows` with the rows their wanted ones name in `parent`, up the chain (fetched by `fetch`
    /// when not among them), wanted first, cut to `maximumRows`.
    private func addingParents(_ parent: String, to rows: [Row], wanted: Wanted, fetch: (Set<Int>) throws -> [Row]) throws -> [Row] {
        var rows = rows
        var wantedIDs = Set(rows.filter(wanted.contains).map(\.rowid))
        var readIDs = Set(rows.map(\.rowid))
        // As deep as `suitePath` follows; a cycle in a damaged database adds nothing and stops.
        for _ in 0..<256 {
            let named = Self.ids(rows.filter { wantedIDs.contains($0.rowid) }, parent).subtracting(wantedIDs)
            guard !named.isEmpty else { break }
            wantedIDs.formUnion(named)
            let unread = named.subtracting(readIDs)
            let fetched = unread.isEmpty ? [] : try fetch(unread)
            rows += fetched
            readIDs.formUnion(fetched.map(\.rowid))
        }
        guard rows.count > Self.maximumRows else { return rows }
        return Array((rows.filter { wantedIDs.contains($0.rowid) } + rows.filter { !wantedIDs.contains($0.rowid) }).prefix(Self.maximumRows))
    }

    /// "TestCaseRuns: 990000 rows past the first 10000 were not read (990000 Success)": the rows of
    /// `name` not among those read (`read`: how many of each result were), counted (by result, the
    /// five commonest, when the table has one).
    private func unreadRows(of name: String, read: [String: Int], byResult: Bool) throws -> String? {
        let statement = try database.prepare(
            "SELECT \(byResult ? "\"result\"" : "''"), COUNT(*) FROM \"\(name)\" GROUP BY 1")
        var left: [(String, Int)] = []
        while try statement.step() {
            let result = byResult ? statement.string(at: 0) ?? "NULL" : ""
            let count = (statement.int(at: 1) ?? 0) - (read[result] ?? 0)
            if count > 0 { left.append((result, count)) }
        }
        left.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        let total = left.reduce(0) { $0 + $1.1 }
        let commonest = byResult ? left.prefix(5).map { "\($0.1) \($0.0)" } : []
        guard total > 0 else { return nil }
        let results = commonest.isEmpty ? "" : " (" + commonest.joined(separator: ", ") + ")"
        return "\(name): \(total) rows past the first \(Self.maximumRows) were not read\(results)"
    }

    func byID(_ rows: [Row]) -> [Int: Row] {
        Dictionary(rows.map { ($0.rowid, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func read() throws -> XCResultDocument {
        let tables = try Tables(self)
        document.notes += tables.unread
        let deviceIDByDestination = readDevicesAndConfigurations(tables)
        readBuildIssues(tables)
        let owned = readOwnedRecords(tables)
        for run in tables.caseRuns {
            readCaseRun(run, tables, owned, deviceIDByDestination: deviceIDByDestination)
        }
        return document
    }

    /// The tables `read` uses; those whose rows are looked up by rowid, keyed by it.
    private struct Tables {
        let plans, configurations, planRuns: [Int: Row]
        let actions: [Row]
        let actionsByID, destinations, devices, platforms, testables, testableRuns, suites, suiteRuns, cases: [Int: Row]
        let caseRuns: [Row]
        let policies, skipNotices: [Int: Row]
        let issues: [Row]
        let contexts, locations: [Int: Row]
        let expected, arguments: [Row]
        let parameters, values: [Int: Row]
        let buildIssues: [Row]
        let documentLocations, activities: [Int: Row]
        let attachments, tags: [Row]
        /// What `XCResultDatabaseReader.table` left unread.
        private(set) var unread: [String] = []

        init(_ reader: XCResultDatabaseReader) throws {
            var unread: [String] = []
            func table(_ name: String, _ columns: [String], _ wanted: Wanted = Wanted()) throws -> [Row] {
                let (rows, note) = try reader.table(name, columns, wanted: wanted)
                if let note { unread.append(note) }
                return rows
            }
            func byID(_ rows: [Row]) -> [Int: Row] { reader.byID(rows) }
            func ids(_ rows: some Sequence<Row>, _ column: String) -> Set<Int> { XCResultDatabaseReader.ids(rows, column) }
            // Each table after those whose kept rows name its rows, so those are read first.
            caseRuns = try table("TestCaseRuns", ["result", "duration", "testSuiteRun_fk", "testCase_fk", "skipNotice_fk", "repetitionPolicy_fk", "orderInTestSuiteRun"])
            // What runs own: a failing run's rows first, then any kept run's.
            let runIDs = Set(caseRuns.map(\.rowid))
            let failedRunIDs = Set(caseRuns.filter { $0["result"] != "Success" }.map(\.rowid))
            func ownedByRuns(_ extra: (column: String, failed: Set<Int>, all: Set<Int>)? = nil, parent: String? = nil) -> Wanted {
                var failed = ["testCaseRun_fk": failedRunIDs], all = ["testCaseRun_fk": runIDs]
                if let extra { (failed[extra.column], all[extra.column]) = (extra.failed, extra.all) }
                return Wanted(Wanted.Level(owners: failed), Wanted.Level(owners: all), parent: parent)
            }
            func ofFailedRuns(_ rows: some Sequence<Row>) -> Set<Int> {
                Set(rows.filter { $0.int("testCaseRun_fk").map(failedRunIDs.contains) ?? false }.map(\.rowid))
            }
            issues = try table("TestIssues", ["compactDescription", "detailedDescription", "sanitizedDescription", "testCaseRun_fk", "testSuiteRun_fk", "sourceCodeContext_fk", "issueType", "orderInOwner"],
                               ownedByRuns())
            let issueIDs = (failed: ofFailedRuns(issues), all: Set(issues.map(\.rowid)))
            expected = try table("ExpectedFailures", ["failureReason", "issue_fk", "testCaseRun_fk", "testSuiteRun_fk", "orderInOwner"],
                                 ownedByRuns(("issue_fk", issueIDs.failed, issueIDs.all)))
            arguments = try table("Arguments", ["testCaseRun_fk", "testValue_fk", "orderInTestCaseRun", "parameter_fk"], ownedByRuns())
            activities = byID(try table("Activities", ["testCaseRun_fk", "parent_fk"], ownedByRuns(parent: "parent_fk")))
            attachments = try table("Attachments", ["name", "uniformTypeIdentifier", "xcResultKitPayloadRefId", "activity_fk", "testIssue_fk"],
                                    Wanted(Wanted.Level(owners: ["activity_fk": ofFailedRuns(activities.values), "testIssue_fk": issueIDs.failed]),
                                           Wanted.Level(owners: ["activity_fk": Set(activities.keys), "testIssue_fk": issueIDs.all])))
            cases = byID(try table("TestCases", ["name", "summary", "identifier", "testSuite_fk", "orderInTestSuite"], Wanted(rowids: ids(caseRuns, "testCase_fk"))))
            tags = try table("TestTags", ["testCase_fk", "name"], Wanted(Wanted.Level(owners: ["testCase_fk": Set(cases.keys)])))
            suiteRuns = byID(try table("TestSuiteRuns", ["testSuite_fk", "testableRun_fk", "parentSuiteRun_fk"],
                                       Wanted(rowids: ids(caseRuns, "testSuiteRun_fk").union(ids(issues, "testSuiteRun_fk")), parent: "parentSuiteRun_fk")))
            suites = byID(try table("TestSuites", ["name", "summary", "identifier", "parentSuite_fk", "testable_fk", "orderInParent"],
                                    Wanted(rowids: ids(cases.values, "testSuite_fk").union(ids(suiteRuns.values, "testSuite_fk")), parent: "parentSuite_fk")))
            testableRuns = byID(try table("TestableRuns", ["testable_fk", "testPlanRun_fk"], Wanted(rowids: ids(suiteRuns.values, "testableRun_fk"))))
            testables = byID(try table("Testables", ["name", "testKind", "orderInTestPlan"],
                                       Wanted(rowids: ids(testableRuns.values, "testable_fk").union(ids(suites.values, "testable_fk")))))
            planRuns = byID(try table("TestPlanRuns", ["testPlan_fk", "action_fk", "configuration_fk", "orderInAction"], Wanted(rowids: ids(testableRuns.values, "testPlanRun_fk"))))
            actions = try table("Actions", ["name", "runDestination_fk", "orderInInvocation"], Wanted(rowids: ids(planRuns.values, "action_fk")))
            actionsByID = byID(actions)
            destinations = byID(try table("RunDestinations", ["name", "architecture", "device_fk"], Wanted(rowids: ids(actions, "runDestination_fk"))))
            devices = byID(try table("Devices", ["identifier", "name", "modelName", "operatingSystemVersion", "platform_fk", "nativeArchitecture"],
                                     Wanted(rowids: ids(destinations.values, "device_fk"))))
            platforms = byID(try table("Platforms", ["userDescription", "identifier"], Wanted(rowids: ids(devices.values, "platform_fk"))))
            configurations = byID(try table("TestPlanConfigurations", ["name", "testPlan_fk"], Wanted(rowids: ids(planRuns.values, "configuration_fk"))))
            plans = byID(try table("TestPlans", ["name"], Wanted(rowids: ids(planRuns.values, "testPlan_fk").union(ids(configurations.values, "testPlan_fk")))))
            policies = byID(try table("RepetitionPolicies", ["repetition", "repetitionModeString", "totalRepetitions"], Wanted(rowids: ids(caseRuns, "repetitionPolicy_fk"))))
            skipNotices = byID(try table("SkipNotices", ["message", "fileName", "lineNumber"], Wanted(rowids: ids(caseRuns, "skipNotice_fk"))))
            contexts = byID(try table("SourceCodeContexts", ["location_fk"], Wanted(rowids: ids(issues, "sourceCodeContext_fk"))))
            locations = byID(try table("SourceCodeLocations", ["filePath", "lineNumber"], Wanted(rowids: ids(contexts.values, "location_fk"))))
            parameters = byID(try table("Parameters", ["label", "name", "orderInTestCase"], Wanted(rowids: ids(arguments, "parameter_fk"))))
            values = byID(try table("TestValues", ["description"], Wanted(rowids: ids(arguments, "testValue_fk"))))
            buildIssues = try table("BuildIssues", ["severity", "message", "issueType", "documentLocation_fk", "orderInAction"])
            documentLocations = byID(try table("DocumentLocations", ["url"], Wanted(rowids: ids(buildIssues, "documentLocation_fk"))))
            self.unread = unread
        }

        /// An issue's file and line, through its source code context.
        func location(_ issue: Row) -> (String?, Int?) {
            guard let context = issue.int("sourceCodeContext_fk").flatMap({ contexts[$0] }),
                  let place = context.int("location_fk").flatMap({ locations[$0] }) else { return (nil, nil) }
            return (place["filePath"], place.int("lineNumber"))
        }

        /// The test case run an activity belongs to, through its parents.
        func runOwning(activity: Int?) -> Int? {
            var current = activity
            var steps = 0
            // Activities nest; a cycle in a damaged database must not loop forever.
            while let id = current, let row = activities[id], steps < 10_000 {
                if let run = row.int("testCaseRun_fk") { return run }
                current = row.int("parent_fk")
                steps += 1
            }
            return nil
        }

        // Suite paths, outermost first; a parent cycle in a damaged database stops at a bound.
        func suitePath(_ suiteID: Int?) -> [Row] {
            var path: [Row] = []
            var current = suiteID
            while let id = current, let suite = suites[id], path.count < 256 {
                path.insert(suite, at: 0)
                current = suite.int("parentSuite_fk")
            }
            return path
        }

        /// The testable run of a suite run, or of the nearest suite run around it that has one.
        func testableRunID(of suiteRun: Row?) -> Int? {
            var testableRunID = suiteRun?.int("testableRun_fk")
            var parent = suiteRun?.int("parentSuiteRun_fk")
            var hops = 0
            while testableRunID == nil, let id = parent, hops < 256 {
                testableRunID = suiteRuns[id]?.int("testableRun_fk")
                parent = suiteRuns[id]?.int("parentSuiteRun_fk")
                hops += 1
            }
            return testableRunID
        }
    }

    /// What test case runs own, by the run's rowid (tags by the test case's).
    private struct OwnedRecords {
        var issuesByRun: [Int: [XCResultIssue]] = [:]
        var argumentsByRun: [Int: [(Int, String)]] = [:]
        var attachmentsByRun: [Int: [XCResultAttachment]] = [:]
        var tagsByCase: [Int: [String]] = [:]
    }

    /// Devices and configurations, as Apple's `devices` / `testPlanConfigurations` list them, and
    /// the actions; the device id of each run destination.
    private mutating func readDevicesAndConfigurations(_ tables: Tables) -> [Int: String] {
        var deviceIDByDestination: [Int: String] = [:]
        for (destinationID, destination) in tables.destinations.sorted(by: { $0.key < $1.key }) {
            let device = destination.int("device_fk").flatMap { tables.devices[$0] }
            let identifier = device?["identifier"] ?? destination["name"] ?? "destination \(destinationID)"
            deviceIDByDestination[destinationID] = identifier
            guard !document.devices.contains(where: { $0.deviceId == identifier }) else { continue }
            document.devices.append(XCResultDevice(
                deviceId: identifier,
                deviceName: destination["name"] ?? device?["name"] ?? identifier,
                modelName: device?["modelName"],
                platform: device?.int("platform_fk").flatMap { tables.platforms[$0]?["userDescription"] },
                osVersion: device?["operatingSystemVersion"],
                architecture: destination["architecture"] ?? device?["nativeArchitecture"]))
        }
        for (identifier, configuration) in tables.configurations.sorted(by: { $0.key < $1.key }) {
            document.configurations.append(XCResultConfiguration(configurationId: String(identifier), configurationName: configuration["name"] ?? "Configuration \(identifier)"))
        }
        for action in tables.actions {
            document.actions.append(XCResultAction(
                name: action["name"] ?? "action", testPlanName: nil, buildStatus: nil, actionStatus: nil,
                deviceID: action.int("runDestination_fk").flatMap { deviceIDByDestination[$0] }))
        }
        return deviceIDByDestination
    }

    /// Build issues: severity 0 is an error (compiler errors, "build failed"); 1 and 2 are warnings.
    private mutating func readBuildIssues(_ tables: Tables) {
        for row in tables.buildIssues {
            let (file, line) = XCResultGraphReader.location(fromDocumentURL: row.int("documentLocation_fk").flatMap { tables.documentLocations[$0]?["url"] })
            let severity = row.int("severity") ?? 0
            let issue = XCResultIssue(kind: severity == 0 ? .error : .warning, message: row["message"] ?? "", file: file, line: line, issueType: row["issueType"], record: "BuildIssues row \(row.rowid)")
            if issue.kind == .error { document.buildErrors.append(issue) } else { document.buildWarnings.append(issue) }
        }
    }

    /// Issues, expected failures, arguments, attachments and tags, grouped by their owner.
    private mutating func readOwnedRecords(_ tables: Tables) -> OwnedRecords {
        var owned = OwnedRecords()
        let issueOwner = readIssues(tables, into: &owned)
        owned.argumentsByRun = arguments(tables)
        for row in tables.attachments {
            guard let run = tables.runOwning(activity: row.int("activity_fk")) ?? row.int("testIssue_fk").flatMap({ issueOwner[$0] }) else { continue }
            owned.attachmentsByRun[run, default: []].append(XCResultAttachment(
                name: row["name"] ?? "attachment", uniformTypeIdentifier: row["uniformTypeIdentifier"], size: nil, objectID: row["xcResultKitPayloadRefId"]))
        }
        for row in tables.tags { if let owner = row.int("testCase_fk"), let name = row["name"] { owned.tagsByCase[owner, default: []].append(name) } }
        return owned
    }

    /// Issues and expected failures by run (issues no run owns, to the document); the run owning each issue.
    private mutating func readIssues(_ tables: Tables, into owned: inout OwnedRecords) -> [Int: Int] {
        let expectedIssueIDs = Set(tables.expected.compactMap { $0.int("issue_fk") })
        var issueOwner: [Int: Int] = [:]
        for row in tables.issues.sorted(by: { ($0.int("orderInOwner") ?? 0, $0.rowid) < ($1.int("orderInOwner") ?? 0, $1.rowid) }) {
            let (file, line) = tables.location(row)
            let message = row["compactDescription"] ?? row["detailedDescription"] ?? row["sanitizedDescription"] ?? ""
            let kind: XCResultIssue.Kind = expectedIssueIDs.contains(row.rowid) ? .expectedFailure : .failure
            let issue = XCResultIssue(kind: kind, message: message, file: file, line: line, issueType: row["issueType"], record: "TestIssues row \(row.rowid)")
            if let run = row.int("testCaseRun_fk") {
                owned.issuesByRun[run, default: []].append(issue)
                issueOwner[row.rowid] = run
            } else if kind == .failure {
                document.unattributedIssues.append(issue)
            }
        }
        for row in tables.expected where row.int("issue_fk") == nil {
            guard let run = row.int("testCaseRun_fk") else { continue }
            owned.issuesByRun[run, default: []].append(XCResultIssue(kind: .expectedFailure, message: row["failureReason"] ?? "", record: "ExpectedFailures row \(row.rowid)"))
        }
        return issueOwner
    }

    /// The arguments of each run, with the order they print in.
    private func arguments(_ tables: Tables) -> [Int: [(Int, String)]] {
        var argumentsByRun: [Int: [(Int, String)]] = [:]
        for row in tables.arguments {
            guard let run = row.int("testCaseRun_fk") else { continue }
            let text = row.int("testValue_fk").flatMap { tables.values[$0]?["description"] } ?? "?"
            var order = row.int("orderInTestCaseRun") ?? 0
            if let parameter = row.int("parameter_fk").flatMap({ tables.parameters[$0] }), let label = parameter["label"], label.hasPrefix("XCUI") {
                // XCUI launch-test configurations: xcresulttool lists the last parameter first and
                // (Xcode 26) names the values ("Dark Appearance, Landscape Right").
                order = -order
                argumentsByRun[run, default: []].append((order, prettyLaunchArgument ? Self.launchConfigurationName(label: label, value: text) : text))
                continue
            }
            argumentsByRun[run, default: []].append((order, text))
        }
        return argumentsByRun
    }

    /// One test case run, with its plan, configuration, destination, bundle, suites and what it owns.
    private mutating func readCaseRun(_ run: Row, _ tables: Tables, _ owned: OwnedRecords, deviceIDByDestination: [Int: String]) {
        guard let testCase = run.int("testCase_fk").flatMap({ tables.cases[$0] }) else {
            document.notes.append("skipped TestCaseRuns row \(run.rowid): no test case")
            return
        }
        let suiteRun = run.int("testSuiteRun_fk").flatMap { tables.suiteRuns[$0] }
        let path = tables.suitePath(testCase.int("testSuite_fk"))
        // The testable run gives the plan run: configuration, action and destination.
        let testableRun = tables.testableRunID(of: suiteRun).flatMap { tables.testableRuns[$0] }
        let testable = (testableRun?.int("testable_fk") ?? path.first?.int("testable_fk")).flatMap { tables.testables[$0] }
        let planRun = testableRun?.int("testPlanRun_fk").flatMap { tables.planRuns[$0] }
        let action = planRun?.int("action_fk").flatMap { tables.actionsByID[$0] }
        let plan = planRun?.int("testPlan_fk").flatMap { tables.plans[$0] } ?? tables.plans.values.first
        var runIssues = owned.issuesByRun[run.rowid] ?? []
        if let notice = run.int("skipNotice_fk").flatMap({ tables.skipNotices[$0] }) {
            runIssues.append(XCResultIssue(kind: .skip, message: notice["message"] ?? "skipped", file: notice["fileName"], line: notice.int("lineNumber"), record: "SkipNotices row \(notice.rowid)"))
        }
        let policy = run.int("repetitionPolicy_fk").flatMap { tables.policies[$0] }
        let runArguments = owned.argumentsByRun[run.rowid]?.sorted { $0.0 < $1.0 }.map(\.1)
        let resultText = run["result"] ?? ""
        let outcome = XCResultTestOutcome(storeValue: resultText) ?? .failed
        if XCResultTestOutcome(storeValue: resultText) == nil {
            document.notes.append("TestCaseRuns row \(run.rowid) has unknown result '\(resultText)'; reported as failed")
        }
        document.runs.append(XCResultTestCaseRun(
            testPlan: plan?["name"] ?? "Test Plan",
            configurationName: planRun?.int("configuration_fk").flatMap { tables.configurations[$0]?["name"] },
            deviceID: action?.int("runDestination_fk").flatMap { deviceIDByDestination[$0] },
            bundleName: testable?["name"] ?? "Tests",
            isUITestBundle: (testable?["testKind"] ?? "").contains("UI"),
            suitePath: path.map { Self.nonEmpty($0["summary"]) ?? $0["name"] ?? "" },
            suiteIdentifiers: path.map { $0["identifier"] ?? $0["name"] ?? "" },
            name: Self.nonEmpty(testCase["summary"]) ?? testCase["name"] ?? "unnamed test",
            identifier: testCase["identifier"] ?? testCase["name"] ?? "",
            outcome: outcome,
            duration: run.double("duration"),
            arguments: runArguments.map { $0.joined(separator: ", ") },
            repetition: policy?.int("repetition"),
            repetitionMode: policy?["repetitionModeString"],
            actionIndex: action.map { $0.int("orderInInvocation") ?? 0 } ?? 0,
            issues: runIssues,
            attachments: owned.attachmentsByRun[run.rowid] ?? [],
            record: "TestCaseRuns row \(run.rowid)",
            tags: owned.tagsByCase[testCase.rowid] ?? []))
    }

    /// Whether arguments of XCUI launch tests print as names (Xcode 26's xcresulttool) or numbers.
    var prettyLaunchArgument: Bool { document.formatVersion >= "3.56" }

    /// UIUserInterfaceStyle / UIDeviceOrientation raw values as Xcode 26 prints them.
    static func launchConfigurationName(label: String, value: String) -> String {
        switch (label, value) {
        case ("XCUIAppearanceMode", "1"): "Light Appearance"
        case ("XCUIAppearanceMode", "2"): "Dark Appearance"
        case ("XCUIDeviceOrientation", "1"): "Portrait"
        case ("XCUIDeviceOrientation", "2"): "Portrait Upside Down"
        case ("XCUIDeviceOrientation", "3"): "Landscape Left"
        case ("XCUIDeviceOrientation", "4"): "Landscape Right"
        default: value
        }
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
