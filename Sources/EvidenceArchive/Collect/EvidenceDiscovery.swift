import EvidenceCore
import EvidenceReaders
import EvidenceRun
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file to archive: where it comes from, where it goes, what it is.
package struct PlannedEntry: Equatable, Sendable {
    package var archivePath: String
    package var kind: EvidenceKind
    package var sourcePath: String
    package var size: Int64
    /// Inside a result bundle (ordering: bundles last, large files of bundles after all small ones).
    package var isBundleMember: Bool
    /// A result-bundle file that holds an attachment's or a log's payload, per the xcresult reader.
    package var isAttachment: Bool = false
    /// How `skipped` names it: relative to the input it was found in (the input's last component
    /// first), so the manifest does not depend on how the input was spelled.
    package var displayPath: String = ""
    /// Where the walk found the file (device, inode): it is read only from there.
    package var location: FileLocation? = nil

    /// The file as collect opens it (`FileReader(listed:)`).
    package var source: ListedFile { ListedFile(path: sourcePath, location: location) }
}

/// Walks the inputs of `collect` and decides, for each file, whether it is evidence and where it goes.
package struct EvidenceDiscovery {
    package private(set) var entries: [PlannedEntry] = []
    package private(set) var skipped: [SkippedInput] = []
    /// Skipped files that are evidence lost (unreadable, changing), which `--strict` refuses.
    package private(set) var lost: [SkippedInput] = []
    /// The result bundles found, by their path on disk (the source files of a run's failures are read
    /// from them, `SourceCollection`).
    package private(set) var bundlePaths: [String] = []
    /// Paths never to archive: the output and its temporary file.
    private var excluded: Set<[UInt8]>
    /// Composed (NFC) archive paths by their UTF-8 bytes.
    private var usedArchivePaths: Set<[UInt8]> = []
    private var usedDirectories: Set<[UInt8]> = []
    /// The next `-N` to try for a name, so a thousand `test.log` do not walk -2, -3, … each time.
    private var nextNumber: [[UInt8]: Int] = [:]
    private var seenSources: Set<[UInt8]> = []
    private static let maximumDepth = 64

    package init(excluding excludedPaths: [String] = []) {
        excluded = Set(excludedPaths.map { Array(CanonicalPath.of($0).utf8) })
    }

    /// Adds a path given on the command line; `forcedKind` comes from a typed flag (`--log`, …).
    package mutating func add(path: String, forcedKind: EvidenceKind? = nil) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): it does not exist.")
        }
        // A link named on the command line is the user's choice and is followed (the common
        // -resultBundlePath link into DerivedData); only to a real result bundle when it is named
        // like one, so `X.xcresult -> /etc` is not archived whole.
        let isLink = isSymlink(info)
        if isLink {
            guard stat(path, &info) == 0 else {
                throw EvidenceError(.inputUnavailable, "Cannot read \(path): it is a symbolic link to \(Self.linkTarget(path)), which does not exist.")
            }
        }
        let name = Self.lastComponent(path)
        if isDirectory(info) {
            guard access(path, R_OK | X_OK) == 0 else {
                throw EvidenceError(.inputUnavailable, "Cannot read the directory \(path): \(SystemError.text(errno)).")
            }
            if forcedKind == .xcresult || name.hasSuffix(".xcresult") || isResultBundle(directory: path) {
                if isLink, !isResultBundle(directory: path) {
                    throw EvidenceError(.malformedInput, "Cannot archive \(path): it is a symbolic link to \(Self.linkTarget(path)), which is not a result bundle.")
                }
                try addBundle(path, name: Self.bundleName(path: path, name: name), display: name)
            } else if name.hasSuffix(".app") {
                guard try addApp(path, name: name) else {
                    throw EvidenceError(.malformedInput, "\(path) has no Info.plist: it is not a built app bundle.")
                }
            } else {
                root = CanonicalPath.of(path)
                try walk(path, depth: 0, forcedKind: forcedKind, display: name)
            }
            return
        }
        guard isRegular(info) else {
            throw EvidenceError(.malformedInput, "Cannot archive \(path): it is not a regular file or a directory.")
        }
        // Read from where the link led now (its real path), and only from there.
        let listed = ListedFile(path: isLink ? CanonicalPath.of(path) : path, location: FileLocation(info))
        let prefix: [UInt8]
        do {
            prefix = try listed.prefix(count: EvidenceRecognizer.prefixLength)
        } catch let replaced as FileReplaced {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(Self.reason(replaced).sentence).")
        }
        let kind = forcedKind ?? EvidenceRecognizer.kind(ofFileNamed: name, prefix: prefix) ?? .other
        addFile(listed, name: name, kind: kind, size: Int64(info.st_size), parent: Self.parentName(path), display: name)
    }

    /// Why a listed file that was replaced is not archived.
    static func reason(_ replaced: FileReplaced) -> SkipReason {
        replaced.now == .symbolicLink ? .replacedByLink : .replacedByNonRegularFile
    }

    /// The canonical path of the directory being walked: links met while walking must stay in it.
    private var root = "/"

    /// Whether `path` (canonical) is `directory` or inside it.
    static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    // MARK: - Walking

    private mutating func walk(_ directory: String, depth: Int, forcedKind: EvidenceKind?, display: String) throws {
        guard depth < Self.maximumDepth else {
            skip(display, .nestedTooDeep(limit: Self.maximumDepth))
            return
        }
        for name in try Self.sortedNames(in: directory) {
            if name.hasPrefix(Self.invalidNameMarker) {
                skip("\(display)/\(name.dropFirst())", .nameNotUTF8)
                continue
            }
            let path = directory == "/" ? "/\(name)" : "\(directory)/\(name)"
            let shown = "\(display)/\(name)"
            if name.hasPrefix(".") {
                // Hidden files and folders (.git, .build, .DS_Store, our own .run.tgz.tmp-*) are not evidence.
                continue
            }
            if excluded.contains(Array(CanonicalPath.of(path).utf8)) { continue }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                skip(shown, .vanished)
                continue
            }
            let isLink = isSymlink(info)
            if isLink {
                guard follows(link: path, shown: shown, target: &info) else { continue }
            }
            if isDirectory(info) {
                try walkEntry(directory: path, name: name, depth: depth, forcedKind: forcedKind, display: shown)
                continue
            }
            // A link followed is read from its real path (checked inside the input), never through the link again.
            let listed = ListedFile(path: isLink ? CanonicalPath.of(path) : path, location: FileLocation(info))
            walkEntry(file: listed, name: name, info: info, parent: directory, forcedKind: forcedKind, display: shown)
        }
    }

    /// Whether the walk follows the symbolic link at `path` (`target`: what it leads to); skipped
    /// with the reason when not.
    private mutating func follows(link path: String, shown: String, target info: inout stat) -> Bool {
        guard stat(path, &info) == 0 else {
            skip(shown, .danglingLink(target: Self.linkTarget(path)))
            return false
        }
        // Links met while walking stay inside the walked input, except a link to a real
        // result bundle (Xcode's -resultBundlePath link into DerivedData).
        if isDirectory(info) {
            guard isResultBundle(directory: path) else {
                skip(shown, .linkToNonBundleDirectory)
                return false
            }
        } else if !Self.isInside(CanonicalPath.of(path), root) {
            skip(shown, .linkOutsideInput(target: Self.linkTarget(path)))
            return false
        }
        return true
    }

    /// A directory met while walking: a result bundle, an app, or one more level to walk.
    private mutating func walkEntry(directory path: String, name: String, depth: Int, forcedKind: EvidenceKind?, display shown: String) throws {
        guard access(path, R_OK | X_OK) == 0 else {
            skip(shown, .unreadableDirectory(SystemError.text(errno)), lost: true)
            return
        }
        if name.hasSuffix(".xcresult") || isResultBundle(directory: path) {
            try addBundle(path, name: Self.bundleName(path: path, name: name), display: shown)
        } else if name.hasSuffix(".app") {
            if !(try addApp(path, name: name, display: shown, inside: root)) { skip(shown, .appWithoutInfoPlist) }
        } else {
            try walk(path, depth: depth + 1, forcedKind: forcedKind, display: shown)
        }
    }

    /// A file met while walking: added when it is readable evidence, skipped with the reason when not.
    private mutating func walkEntry(file: ListedFile, name: String, info: stat, parent directory: String, forcedKind: EvidenceKind?, display shown: String) {
        guard isRegular(info) else {
            skip(shown, .notRegularFile)
            return
        }
        // The reason names no path as spelled, so the manifest does not depend on it.
        guard access(file.path, R_OK) == 0 else {
            skip(shown, .unreadable(SystemError.text(errno)), lost: true)
            return
        }
        let prefix: [UInt8]
        do {
            prefix = try file.prefix(count: EvidenceRecognizer.prefixLength)
        } catch let replaced as FileReplaced {
            skip(shown, Self.reason(replaced), lost: true)
            return
        } catch {
            skip(shown, .unreadable(SystemError.text(errno)), lost: true)
            return
        }
        guard let kind = forcedKind ?? EvidenceRecognizer.kind(ofFileNamed: name, prefix: prefix) else {
            skip(shown, .notRecognized)
            return
        }
        addFile(file, name: name, kind: kind, size: Int64(info.st_size), parent: Self.lastComponent(directory), display: shown)
    }

    private mutating func addFile(_ file: ListedFile, name: String, kind: EvidenceKind, size: Int64, parent: String, display: String) {
        let path = file.path
        guard seenSources.insert(Array(CanonicalPath.of(path).utf8)).inserted else { return }
        let archivePath: String
        if kind == .plist {
            archivePath = unique("config/\(Self.configName(fileName: name, parent: parent))", suffix: "/Info.plist")
        } else {
            let (stem, ext) = DiscoveryNames.splitExtension(name)
            // A test runner's folder of one test's artifacts (Detox's `✗ Push registration stores a token/device.log`)
            // keeps its name: it says whose lines these are.
            let folder = TestArtifactFolder.testName(ofFolder: parent) != nil ? "\(kind.folder)/\(parent)" : kind.folder
            archivePath = unique("\(folder)/\(stem)", suffix: ext)
        }
        entries.append(PlannedEntry(archivePath: archivePath, kind: kind, sourcePath: path, size: size, isBundleMember: false, displayPath: display, location: file.location))
    }

    /// A file of the checkout, under `sources/<its path in the checkout>` (`SourceCollection` has
    /// resolved it inside the checkout); false when a file of that name is already archived.
    mutating func addSource(_ path: String, repositoryPath: String, size: Int64) -> Bool {
        let real = CanonicalPath.of(path)
        guard seenSources.insert(Array(real.utf8)).inserted else { return false }
        let archivePath = unique("sources/\(repositoryPath)", suffix: "")
        entries.append(PlannedEntry(archivePath: archivePath, kind: .source, sourcePath: real, size: size, isBundleMember: false, displayPath: repositoryPath, location: FileLocation.of(real)))
        return true
    }

    /// A result bundle goes in whole, file by file, under `xcresult/<name>.xcresult/`.
    private mutating func addBundle(_ path: String, name: String, display: String) throws {
        let bundleRoot = CanonicalPath.of(path)
        guard seenSources.insert(Array(bundleRoot.utf8)).inserted else { return }
        let stem = String(name.dropLast(".xcresult".count))
        let root = unique("xcresult/\(stem)", suffix: ".xcresult")
        let first = entries.count
        bundlePaths.append(path)
        try addBundleContents(path, archivePrefix: root, depth: 0, bundleRoot: bundleRoot, display: display)
        // The reader knows which objects are payloads (screenshots, logs): they go last.
        let payloads = XCResultReader.payloadObjectIDs(bundlePath: path)
        for index in first..<entries.count {
            let name = Self.lastComponent(entries[index].archivePath)
            if name.hasPrefix("data."), payloads.contains(String(name.dropFirst("data.".count))) {
                entries[index].isAttachment = true
            }
        }
    }

    private mutating func addBundleContents(_ directory: String, archivePrefix: String, depth: Int, bundleRoot: String, display: String) throws {
        guard depth < Self.maximumDepth else {
            skip(display, .nestedTooDeep(limit: Self.maximumDepth))
            return
        }
        let names: [String]
        do {
            names = try Self.sortedNames(in: directory)
        } catch let error as EvidenceError {
            skip(display, .unreadableDirectoryInBundle(error.message), lost: true)
            return
        }
        for name in names {
            if name.hasPrefix(Self.invalidNameMarker) {
                skip("\(display)/\(name.dropFirst())", .nameNotUTF8)
                continue
            }
            let path = "\(directory)/\(name)"
            let shown = "\(display)/\(name)"
            var info = stat()
            guard stat(path, &info) == 0 else {
                skip(shown, .unreadableLinkInBundle)
                continue
            }
            var linkInfo = stat()
            let isLink = lstat(path, &linkInfo) == 0 && isSymlink(linkInfo)
            if isDirectory(info) {
                if isLink {
                    skip(shown, .linkToDirectoryInBundle)
                    continue
                }
                try addBundleContents(path, archivePrefix: "\(archivePrefix)/\(name)", depth: depth + 1, bundleRoot: bundleRoot, display: shown)
            } else if isRegular(info) {
                // A link inside a bundle must stay inside the bundle (`shadow -> /etc/shadow` is not evidence).
                if isLink, !Self.isInside(CanonicalPath.of(path), bundleRoot) {
                    skip(shown, .linkOutsideBundle(target: Self.linkTarget(path)))
                    continue
                }
                guard access(path, R_OK) == 0 else {
                    skip(shown, .unreadable(SystemError.text(errno)), lost: true)
                    continue
                }
                // libarchive writes names composed (NFC): two names that differ only by Unicode
                // normalisation would be one entry. The second is named, not silently dropped.
                let archivePath = Self.composed("\(archivePrefix)/\(name)")
                guard !usedArchivePaths.contains(Array(archivePath.utf8)) else {
                    skip(shown, .normalisationClash)
                    continue
                }
                markUsed(archivePath)
                entries.append(PlannedEntry(
                    archivePath: archivePath, kind: .xcresult, sourcePath: isLink ? CanonicalPath.of(path) : path, size: Int64(info.st_size), isBundleMember: true,
                    displayPath: shown, location: FileLocation(info)))
            } else {
                skip(shown, .notRegularFile)
            }
        }
    }

    /// From a built `.app`, only its Info.plist is evidence (iOS: at the root; macOS: Contents/), and
    /// those of the extensions it embeds (`PlugIns/*.appex`: a widget's, a share extension's — their
    /// app groups and keys are configuration the app's own plist does not show; and `PlugIns/*.app`,
    /// an extension built in the wrong wrapper, which the system never runs, kept under that name). Each is reached by
    /// name, not by walking, and held to the same rule as a file walked: a link must stay inside the
    /// input (the walked directory, or the app named on the command line).
    private mutating func addApp(_ path: String, name: String, display: String? = nil, inside input: String? = nil) throws -> Bool {
        let input = input ?? CanonicalPath.of(path)
        guard try addBundlePlist(path, stem: String(name.dropLast(".app".count)), display: display ?? name, inside: input) else { return false }
        let plugIns = "\(path)/PlugIns"
        let extensions = ((try? FileManager.default.contentsOfDirectory(atPath: plugIns)) ?? []).filter { $0.hasSuffix(".appex") || $0.hasSuffix(".app") }.sorted()
        for appex in extensions.prefix(Self.maximumExtensions) {
            _ = try addBundlePlist("\(plugIns)/\(appex)", stem: appex, display: "\(display ?? name)/PlugIns/\(appex)", inside: input)
        }
        return true
    }

    /// Extensions' plists taken from one app: more is no app's.
    static let maximumExtensions = 32

    /// A bundle's Info.plist (at its root, or in Contents/) as `config/<stem>/Info.plist`; false when it has none.
    private mutating func addBundlePlist(_ path: String, stem: String, display: String, inside input: String) throws -> Bool {
        for candidate in ["\(path)/Info.plist", "\(path)/Contents/Info.plist"] {
            let shown = "\(display)/\(candidate.dropFirst(path.count + 1))"
            var info = stat()
            guard stat(candidate, &info) == 0, isRegular(info) else { continue }
            // The plist itself or a folder on the way (`Contents -> /etc`) may be a link.
            let real = CanonicalPath.of(candidate)
            guard Self.isInside(real, input) else {
                skip(shown, .linkOutsideInput(target: real))
                return true
            }
            guard seenSources.insert(Array(real.utf8)).inserted else { return true }
            let archivePath = unique("config/\(stem)", suffix: "/Info.plist")
            entries.append(PlannedEntry(
                archivePath: archivePath, kind: .plist, sourcePath: real, size: Int64(info.st_size), isBundleMember: false, displayPath: shown,
                location: FileLocation(info)))
            return true
        }
        return false
    }

    /// A directory the xcresult reader accepts as a result bundle (its Info.plist has a result
    /// format version) and that holds an object store or a database — whatever it is named.
    private func isResultBundle(directory: String) -> Bool {
        guard access("\(directory)/Info.plist", R_OK) == 0,
            access("\(directory)/Data", F_OK) == 0 || access("\(directory)/database.sqlite3", F_OK) == 0,
            let storage = try? XCResultDirectoryStorage(bundlePath: directory)
        else { return false }
        return (try? XCResultReader.info(of: storage)) != nil
    }

    mutating func skip(_ path: String, _ reason: SkipReason, lost: Bool = false) {
        skipped.append(SkippedInput(path: path, reason: reason))
        if lost { self.lost.append(SkippedInput(path: path, reason: reason)) }
    }

    /// `base + suffix`, or `base-2 + suffix`, `base-3 + suffix`… when taken.
    private mutating func unique(_ base: String, suffix: String) -> String {
        let (base, suffix) = (Self.composed(base), Self.composed(suffix))
        let key = Array((base + suffix).utf8)
        var number = nextNumber[key, default: 2]
        var candidate = number == 2 ? base + suffix : "\(base)-\(number)\(suffix)"
        while usedArchivePaths.contains(Array(candidate.utf8)) || usedDirectories.contains(Array(candidate.utf8)) {
            candidate = "\(base)-\(number)\(suffix)"
            number += 1
        }
        nextNumber[key] = number
        markUsed(candidate)
        return candidate
    }

    /// A path taken, and every folder above it (so no file can take a folder's name).
    private mutating func markUsed(_ path: String) {
        usedArchivePaths.insert(Array(path.utf8))
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            guard usedDirectories.insert(Array(folder.utf8)).inserted else { break }
        }
    }

    // MARK: - Names

    static func configName(fileName: String, parent: String) -> String {
        if fileName == "Info.plist" {
            let parentStem = parent.hasSuffix(".app") ? String(parent.dropLast(4)) : parent
            return parentStem.isEmpty || parentStem == "." || parentStem == "/" ? "app" : parentStem
        }
        return DiscoveryNames.splitExtension(fileName).stem
    }

    static func bundleName(path: String, name: String) -> String {
        if name.hasSuffix(".xcresult") { return name }
        // A symlink named without the suffix: the target's name may have it.
        let target = lastComponent(linkTarget(path))
        return target.hasSuffix(".xcresult") ? target : name + ".xcresult"
    }

    /// The name as the archive holds it (libarchive composes names to NFC when it writes them).
    static func composed(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }

    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }

    static func parentName(_ path: String) -> String {
        let parent = AtomicOutputFile.directory(of: path)
        return parent == "." ? lastComponent(CanonicalPath.of(".")) : lastComponent(parent)
    }

    static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return path }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Directory entries in byte order of their names, so archives do not depend on the file system's order.
    static let invalidNameMarker = "\u{0}"

    static func sortedNames(in directory: String) throws -> [String] {
        guard let stream = opendir(directory) else {
            throw EvidenceError(.inputUnavailable, "Cannot read the directory \(directory): \(SystemError.text(errno)).")
        }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [46] || name == [46, 46] { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }.map { bytes in
            // A name that is not UTF-8 cannot be named in a UTF-8 archive: marked, to be skipped with that reason.
            String(validating: bytes, as: UTF8.self) ?? Self.invalidNameMarker + String(decoding: bytes, as: UTF8.self)
        }
    }

    private func isSymlink(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFLNK }
    private func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    private func isRegular(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
}
