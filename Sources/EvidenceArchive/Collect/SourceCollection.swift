import EvidenceCore
import EvidenceGate
import EvidenceReaders
import EvidenceRedaction
import EvidenceRun
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `collect` archives of the checkout (`--sources`).
package enum SourcesPolicy: String, CaseIterable, Sendable {
    /// The files the failures point at and the files that register background tasks.
    case failing
    case none
}

/// The checkout's files a run's failures point at (`file:line` in result bundles, logs and JUnit),
/// the files that register background tasks, and the tests' configuration (test plans, shared schemes,
/// StoreKit configurations), added to what `collect` archives under
/// `sources/<path in the checkout>` — redacted like any text, within bounds, never from outside the
/// checkout.
///
/// The failures are read over the files discovery recognised, before collect's two passes: one more
/// streaming read of each log by `FailureLocationScanner` (the log reader's failure-line types;
/// memory the distinct paths), each JUnit file up to `maximumJUnitSize` and each result bundle's
/// test tree by their readers.
package enum SourceCollection {
    /// One source file, and all of them together (bytes as found in the checkout), and how many.
    package static let maximumFileSize: Int64 = 512 << 10
    package static let maximumTotalSize: Int64 = 8 << 20
    package static let maximumFiles = 200
    /// Test plans, schemes and StoreKit configurations taken from the checkout, at most.
    package static let maximumTestConfigurationFiles = 24
    /// JUnit files are parsed whole: larger ones are not read for their paths (triage's bound).
    static let maximumJUnitSize: Int64 = 64 << 20
    /// The CI variables that name the checkout, in the order they are tried.
    package static let checkoutVariables = ["GITHUB_WORKSPACE", "CI_PRIMARY_REPOSITORY_PATH", "BITRISE_SOURCE_DIR"]

    /// Where the checkout is: its canonical path (no trailing `/`) and where that came from. A checkout
    /// named by the user or the CI is trusted; the working directory's git checkout only once a
    /// failure's path is found in it (collect run in another clone — a tool's own — must not archive
    /// that clone's files).
    struct Checkout {
        var root: String
        var source: String
        var isNamed: Bool
    }

    enum Resolution: Equatable {
        case found(repositoryPath: String, file: String, size: Int64)
        case unresolved(String)
    }

    /// Why a path was not archived, as the manifest says it.
    enum Reason {
        static let noCheckout = "no checkout to look in (give --project-root, or run collect in the git checkout; GITHUB_WORKSPACE, CI_PRIMARY_REPOSITORY_PATH and BITRISE_SOURCE_DIR are read too)"
        static let notFound = "no file at this path, nor at any ending of it, in the checkout"
        static let outside = "it leads outside the checkout (a symbolic link), not followed"
        static let parentFolder = "it climbs through a parent folder (`..`), which may lead outside the checkout; not followed"
        static let tooLarge = "larger than \(maximumFileSize >> 10) KiB, the bound for one source file"
        static let overTotal = "the sources already archived reach the \(maximumTotalSize >> 20) MiB bound for all of them"
        static let tooMany = "\(maximumFiles) source files are archived already, the bound"
        static let tooManyConfigurations = "\(maximumTestConfigurationFiles) test plans, schemes and StoreKit configurations are archived already, the bound"
    }

    /// Adds the sources to `discovery`; the manifest's account of them, nil when no failure points
    /// at a file (or `--sources none`).
    static func add(to discovery: inout EvidenceDiscovery, request: CollectRequest) throws -> Manifest.Sources? {
        guard request.sources == .failing else { return nil }
        let places = failurePlaces(discovery, threads: request.threads)
        let paths = places.files.filter(FailureLocationScanner.namesAFile).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !paths.isEmpty || !places.suitesWithoutPlace.isEmpty else { return nil }
        let checkout = try findCheckout(request)
        var budget = Budget()
        var unresolved: [Manifest.Sources.Unresolved] = []
        var foundAny = false
        var byName: [String: [String]]?
        for path in paths {
            var resolution = checkout.map { resolve(path, in: $0) } ?? .unresolved(Reason.noCheckout)
            // Swift Testing names only the file (`RefreshTests.swift:16:9`), a Swift trap its module and file
            // (`#fileID`: `DepartureBoardKit/Bundle+Board.swift:9`): the checkout's one file of that name (in a
            // folder of that module's name).
            if let checkout, resolution == .unresolved(Reason.notFound), let name = FileID(path) {
                if byName == nil { byName = sourcesByName(under: checkout.root) }
                resolution = resolve(name, byName ?? [:], in: checkout)
            }
            if let reason = budget.admit(resolution, into: &discovery) {
                unresolved.append(.init(path: path, reason: reason))
            } else {
                foundAny = true
            }
        }
        // (A checkout the user or the CI did not name is trusted only once a failure's own path was found
        // in it: a suite's name is a guess, and unlocks nothing.)
        guard let checkout, checkout.isNamed || foundAny else { return unresolved.isEmpty ? nil : sources(checkout, unresolved) }
        for location in TaskRegistrationScanner.registeringFiles(under: checkout.root) {
            if let reason = budget.admit(resolve(location.file, in: checkout, exactly: true), into: &discovery) {
                unresolved.append(.init(path: location.file, reason: reason))
            }
        }
        // The tests' configuration: the test plans and shared schemes the run may have used (the log names which,
        // never what they hold) and the StoreKit configurations they may select.
        let configurations = testConfigurationFiles(under: checkout.root)
        for path in configurations.taken {
            if let reason = budget.admit(resolve(path, in: checkout, exactly: true), into: &discovery) { unresolved.append(.init(path: path, reason: reason)) }
        }
        unresolved += configurations.cut.map { .init(path: $0, reason: Reason.tooManyConfigurations) }
        if !places.suitesWithoutPlace.isEmpty {
            unresolved += admitSuiteFiles(places.suitesWithoutPlace, byName ?? sourcesByName(under: checkout.root), checkout, &budget, into: &discovery)
        }
        // Last, the Git LFS pointers the checkout holds in place of their files (`LFSPointerSearch`).
        for pointer in LFSPointerSearch.pointers(under: checkout.root) {
            if let reason = budget.admit(resolve(pointer, in: checkout, exactly: true), into: &discovery) { unresolved.append(.init(path: pointer, reason: reason)) }
        }
        return sources(checkout, unresolved)
    }

    /// The manifest's account of the sources: where the checkout came from, and what was not archived.
    private static func sources(_ checkout: Checkout?, _ unresolved: [Manifest.Sources.Unresolved]) -> Manifest.Sources {
        return Manifest.Sources(
            checkout: checkout?.source,
            unresolved: unresolved.prefix(Manifest.skippedListLimit).map { .init(path: SecretFileNames.redacted($0.path).path, reason: $0.reason) },
            unresolvedTotal: unresolved.count)
    }

    /// The checkout's test plans, then its shared schemes, then its StoreKit configurations (paths relative to it),
    /// each kind in the order of their paths: at most `maximumTestConfigurationFiles` taken, the rest cut (listed). Not a
    /// user's own schemes (`xcuserdata`: a developer's, named by their login), nor those of the packages the build
    /// fetched or vendored (`SourcePackages`, `vendor`, `build`): the project's own configuration only.
    static func testConfigurationFiles(under root: String) -> (taken: [String], cut: [String]) {
        let extensions = TestConfigurationFile.extensions.union([TestConfigurationFile.storeKitExtension])
        let found = TaskRegistrationScanner.sourcePaths(under: root, extensions: extensions)
            .filter { $0.count > root.count + 1 }.map { String($0.dropFirst(root.count + 1)) }
            .filter { path in !path.split(separator: "/").dropLast().contains { Self.notTheProjectsConfiguration.contains(String($0)) } }
        let order = ["xctestplan", "xcscheme", TestConfigurationFile.storeKitExtension]
        let sorted = order.flatMap { kind in found.filter { ($0 as NSString).pathExtension == kind } }
        return (Array(sorted.prefix(maximumTestConfigurationFiles)), Array(sorted.dropFirst(maximumTestConfigurationFiles)))
    }

    static let notTheProjectsConfiguration: Set<String> = ["xcuserdata", "SourcePackages", "checkouts", "vendor", "build"]

    /// A crashed test's suite names no path, only a file by convention (`PhotoUploadJobTests.swift`): taken
    /// where the checkout has exactly one file of that name, not listed where it has none or several (a
    /// guess); one found and refused (outside the checkout, over a bound) is listed, with why.
    static func admitSuiteFiles(_ suites: Set<String>, _ byName: [String: [String]], _ checkout: Checkout, _ budget: inout Budget,
                                into discovery: inout EvidenceDiscovery) -> [Manifest.Sources.Unresolved] {
        var refused: [Manifest.Sources.Unresolved] = []
        for suite in suites.sorted() {
            for name in [suite + ".swift", suite + ".m"] {
                guard let found = byName[name], found.count == 1 else { continue }
                if let reason = budget.admit(resolve(found[0], in: checkout, exactly: true), into: &discovery) { refused.append(.init(path: found[0], reason: reason)) }
            }
        }
        return refused
    }

    /// The bounds, in the order files are offered: the failures' files first, then the registering ones,
    /// then the crashed suites' files.
    struct Budget {
        var files = 0
        var bytes: Int64 = 0

        /// nil when the file is archived (or was already); else why not.
        mutating func admit(_ resolution: Resolution, into discovery: inout EvidenceDiscovery) -> String? {
            guard case .found(let repositoryPath, let file, let size) = resolution else {
                if case .unresolved(let reason) = resolution { return reason }
                return nil
            }
            if size > maximumFileSize { return Reason.tooLarge }
            if files >= maximumFiles { return Reason.tooMany }
            if bytes + size > maximumTotalSize { return Reason.overTotal }
            if discovery.addSource(file, repositoryPath: repositoryPath, size: size) {
                files += 1
                bytes += size
            }
            return nil
        }
    }

    // MARK: - The failures' paths

    /// Every path a failed test, a build error or an issue outside the tests points at, and the suites
    /// of failed tests that named none: from a raw log, what its failure lines name
    /// (`FailureLocationScanner`: one streaming pass, memory the paths, not the tests); from JUnit and
    /// result bundles, the failed tests' issues and the build's errors, as their readers report them.
    static func failurePlaces(_ discovery: EvidenceDiscovery, threads: Int = 1) -> FailurePlaces {
        let logs = discovery.entries.filter { $0.kind == .log }.map { (path: $0.sourcePath, size: $0.size) }
        var places = scanLogs(logs, threads: threads)
        for report in reports(discovery) {
            for index in report.tests.indices where report.tests.status(at: index) == .failed {
                let locations = report.tests.issues(at: index).compactMap(\.location)
                places.files.formUnion(locations.map(\.file))
                // (XCTest's suites only, named with their module: a JavaScript `describe` is no file's name.)
                if locations.isEmpty, report.tests.id(at: index).module != nil { places.addSuite(report.tests.id(at: index).suite) }
            }
            for issue in report.build.errors + report.unattributedIssues { if let location = issue.location { places.files.insert(location.file) } }
        }
        return places
    }

    /// The paths the logs' failures name. Before collect reads any file this is all that runs, on
    /// one core: with more than one thread the logs are split in two by size and the larger share is
    /// read on a worker while this thread reads the other (a set: the order does not matter).
    static func scanLogs(_ logs: [(path: String, size: Int64)], threads: Int) -> FailurePlaces {
        guard threads > 1, logs.count > 1 else { return scan(logs.map(\.path)) }
        // Largest first, each to the lighter share.
        var shares: ([String], [String]) = ([], [])
        var weights: (Int64, Int64) = (0, 0)
        for log in logs.sorted(by: { $0.size > $1.size }) {
            if weights.0 <= weights.1 {
                shares.0.append(log.path)
                weights.0 += log.size
            } else {
                shares.1.append(log.path)
                weights.1 += log.size
            }
        }
        let other = ScanResult()
        let (first, second) = shares
        guard WorkerThread.start({ other.set(scan(first)) }) else {
            var places = scan(first)
            places.formUnion(scan(second))
            return places
        }
        var mine = scan(second)
        mine.formUnion(other.wait())
        return mine
    }

    static func scan(_ paths: [String]) -> FailurePlaces {
        var places = FailurePlaces()
        for path in paths {
            if let found = try? FailureLocationScanner.scan(path: path) { places.formUnion(found) }
        }
        return places
    }

    /// A worker's places, waited for.
    private final class ScanResult: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: FailurePlaces?

        func set(_ files: FailurePlaces) {
            condition.lock()
            value = files
            condition.broadcast()
            condition.unlock()
        }

        func wait() -> FailurePlaces {
            condition.lock()
            defer { condition.unlock() }
            while value == nil { condition.wait() }
            return value!
        }
    }

    /// What each recognised JUnit file and result bundle says; one that cannot be read says nothing
    /// here (triage reports it).
    static func reports(_ discovery: EvidenceDiscovery) -> [TestRunReport] {
        var reports: [TestRunReport] = []
        for entry in discovery.entries where entry.kind == .junit && entry.size <= maximumJUnitSize {
            if let read = try? JUnitReader.read(path: entry.sourcePath) { reports.append(read) }
        }
        for bundle in discovery.bundlePaths {
            if let document = try? XCResultReader().read(bundlePath: bundle) { reports.append(document.testRunReport()) }
        }
        return reports
    }

    // MARK: - The checkout

    static func findCheckout(_ request: CollectRequest) throws -> Checkout? {
        if let named = request.projectRoot {
            let path = named.hasPrefix("/") ? named : request.workingDirectory + "/" + named
            guard isDirectory(path) else {
                throw EvidenceError(.inputUnavailable, "Cannot read the checkout \(named) (--project-root): it is not a directory.")
            }
            guard let root = checkout(path, source: "--project-root", isNamed: true) else {
                throw EvidenceError(.usage, "--project-root \(named) is the whole machine, not a checkout: name the repository's folder.")
            }
            return root
        }
        for variable in checkoutVariables {
            if let path = request.environment[variable], path.hasPrefix("/"), isDirectory(path) {
                return checkout(path, source: variable, isNamed: true)
            }
        }
        guard let top = CommitResolver.git(["rev-parse", "--show-toplevel"], in: request.workingDirectory, environment: request.environment), isDirectory(top) else { return nil }
        return checkout(top, source: "git", isNamed: false)
    }

    /// nil for `/`: the whole machine is no checkout.
    static func checkout(_ path: String, source: String, isNamed: Bool) -> Checkout? {
        var root = CanonicalPath.of(path)
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return root == "/" ? nil : Checkout(root: root, source: source, isNamed: isNamed)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    // MARK: - Resolving a path

    /// Folders of installed packages, not the project's: not looked in for a file named without its folders.
    static let vendoredFolders: Set<String> = [".venv", "venv", "site-packages", "vendor", ".dart_tool", ".gradle"]
    /// The languages whose test files a failure may name without their folders: Swift and Objective-C,
    /// and the other stacks that drive an iOS app (a JVM frame's `UploadQueueTest.java`, pytest's
    /// `tests/test_push.py` run from a subfolder, Kotlin, Dart, C#, JavaScript, TypeScript and Ruby).
    static let testSourceExtensions: Set<String> = TaskRegistrationScanner.sourceExtensions.union(["py", "java", "kt", "dart", "cs", "js", "jsx", "ts", "tsx", "rb"])

    /// The checkout's source files by name (paths relative to it), walked once, for failures that name
    /// a file without its folder.
    static func sourcesByName(under root: String) -> [String: [String]] {
        var byName: [String: [String]] = [:]
        for path in TaskRegistrationScanner.sourcePaths(under: root, extensions: testSourceExtensions) where path.count > root.count + 1 {
            let relative = String(path.dropFirst(root.count + 1))
            let components = relative.split(separator: "/")
            // Installed packages (a virtualenv's, Bundler's, Dart's tool cache) hold files of the same names as the project's.
            guard !components.contains(where: { vendoredFolders.contains(String($0)) }) else { continue }
            byName[String(components.last ?? ""), default: []].append(relative)
        }
        return byName
    }

    /// A file named without its folders resolves to the checkout's only file of that name (under a folder
    /// named after its module, when given); several are named, not guessed.
    static func resolve(_ named: FileID, _ byName: [String: [String]], in checkout: Checkout) -> Resolution {
        let matches = (byName[named.file] ?? []).filter(named.names)
        guard matches.count == 1 else {
            return .unresolved(matches.isEmpty ? Reason.notFound : "\(matches.count) files of this name in the checkout, and the failure names no folder")
        }
        return resolve(matches[0], in: checkout, exactly: true)
    }

    /// The file `path` names in the checkout: the longest ending of it (`AppTests/X.swift` of
    /// `/Users/runner/work/App/App/AppTests/X.swift`) that is a file there — with `exactly`, the path
    /// itself, relative to the checkout. A file whose real path (links resolved) is outside the
    /// checkout is refused, never read.
    static func resolve(_ path: String, in checkout: Checkout, exactly: Bool = false) -> Resolution {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        let starts = exactly ? 0..<min(1, components.count) : 0..<components.count
        for start in starts {
            let suffix = components[start...]
            // `.` and `..` would name another place than the ending says.
            guard !suffix.contains(where: { $0 == "." || $0 == ".." }) else { continue }
            let repositoryPath = suffix.joined(separator: "/")
            let candidate = checkout.root + "/" + repositoryPath
            var info = stat()
            guard stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let real = CanonicalPath.of(candidate)
            guard EvidenceDiscovery.isInside(real, checkout.root) else { return .unresolved(Reason.outside) }
            guard access(real, R_OK) == 0 else { return .unresolved("unreadable: \(SystemError.text(errno))") }
            return .found(repositoryPath: repositoryPath, file: real, size: Int64(info.st_size))
        }
        // `Shop/../../outside/X.swift`: no ending without `..` names a file, and the path goes through a
        // parent folder, which is not followed.
        return components.contains("..") ? .unresolved(Reason.parentFolder) : .unresolved(Reason.notFound)
    }
}
