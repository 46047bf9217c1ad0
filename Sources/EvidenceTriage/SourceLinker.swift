import EvidenceRun
import Foundation

/// Turns the build machine's source paths (`/Users/runner/work/app/app/Tests/JobTests.swift`) into
/// paths relative to the repository, and, when the manifest knows the CI's repository and the commit,
/// into links to the line at that commit (GitHub `…/blob/<sha>/<path>#L<line>`, GitLab
/// `…/-/blob/<sha>/<path>#L<line>`).
package struct SourceLinker: Sendable {
    /// The repository's checkout on the build machine, ending in `/`; nil when it cannot be told.
    package var projectRoot: String?
    /// `https://github.com/<owner>/<repo>/blob/<sha>/`, or GitLab's `…/-/blob/<sha>/`.
    package var blobBase: String?

    package init(projectRoot: String?, blobBase: String?) {
        self.projectRoot = projectRoot.map(Self.directory)
        self.blobBase = blobBase
    }

    /// `explicitRoot` (`--project-root`) wins; else the CI's checkout in the paths, else their
    /// common directory (without a last component named after a test module, which is a folder of
    /// the repository, not its root).
    package init(manifest: Manifest?, explicitRoot: String?, sourcePaths: [String], modules: Set<String>) {
        let repository = manifest?.ci.flatMap(Self.repository(of:))
        var root = explicitRoot
        if root == nil { root = Self.detectRoot(sourcePaths, repositoryName: repository?.name, modules: modules) }
        var base: String?
        if let repository, let sha = manifest?.commit.sha {
            base = repository.url + (repository.isGitLab ? "/-/blob/" : "/blob/") + sha + "/"
        }
        self.init(projectRoot: root, blobBase: base)
    }

    /// `file` relative to the project root when it is under it; else as it is.
    package func relative(_ file: String) -> String {
        guard let projectRoot, file.hasPrefix(projectRoot), file.count > projectRoot.count else { return file }
        return String(file.dropFirst(projectRoot.count))
    }

    /// A sentence with the project root taken out of the paths it quotes (a rule's next step names
    /// the failing file).
    package func relativeInText(_ text: String) -> String {
        guard let projectRoot, text.contains(projectRoot) else { return text }
        return text.replacingOccurrences(of: projectRoot, with: "")
    }

    /// The link to the line at the run's commit, when the file is in the repository and the CI is known.
    package func url(file: String, line: Int?) -> String? {
        // An absolute path outside the root (the SDK, a derived-data file) is not in the repository.
        url(repositoryPath: relative(file), line: line)
    }

    /// The link to a line of a file given by its path in the repository (an archived source's).
    package func url(repositoryPath: String, line: Int?) -> String? {
        // Not a path that climbs through `..` (it may leave the repository) or stays put through `.`.
        guard let blobBase, !repositoryPath.isEmpty, !repositoryPath.hasPrefix("/"),
              !repositoryPath.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        let encoded = repositoryPath.split(separator: "/", omittingEmptySubsequences: false).map(Self.percentEncoded).joined(separator: "/")
        return blobBase + encoded + (line.map { "#L\($0)" } ?? "")
    }

    // MARK: - Detection

    struct Repository {
        var url: String
        var name: String
        var isGitLab: Bool
    }

    /// The repository from the run's URL: GitHub's `…/<owner>/<repo>/actions/runs/…`, GitLab's
    /// `…/<group>/<project>/-/jobs/…` (or `/-/pipelines/…`).
    static func repository(of ci: CIMetadata) -> Repository? {
        guard let runURL = ci.runURL else { return nil }
        switch ci.provider {
        case "github-actions":
            guard let range = runURL.range(of: "/actions/runs/") else { return nil }
            let url = String(runURL[..<range.lowerBound])
            return Repository(url: url, name: url.split(separator: "/").last.map(String.init) ?? "", isGitLab: false)
        case "gitlab":
            guard let range = runURL.range(of: "/-/") else { return nil }
            let url = String(runURL[..<range.lowerBound])
            return Repository(url: url, name: url.split(separator: "/").last.map(String.init) ?? "", isGitLab: true)
        default:
            return nil
        }
    }

    /// CI checkouts: GitHub `/…/work/<repo>/<repo>/`, GitLab `/builds/<group>/<project>/`; else the
    /// common directory of the absolute paths (of the largest group, when they come from several places).
    static func detectRoot(_ paths: [String], repositoryName: String?, modules: Set<String>) -> String? {
        let absolute = paths.filter { $0.hasPrefix("/") }
        guard !absolute.isEmpty else { return nil }
        if let repositoryName, !repositoryName.isEmpty {
            let marker = "/work/\(repositoryName)/\(repositoryName)/"
            if let path = absolute.first(where: { $0.contains(marker) }), let range = path.range(of: marker) {
                return String(path[..<range.upperBound])
            }
            if let path = absolute.first(where: { $0.hasPrefix("/builds/") }), let range = path.range(of: "/\(repositoryName)/") {
                return String(path[..<range.upperBound])
            }
        }
        // No run URL to name the repository (an archive collected outside CI, or a provider we do
        // not read): GitHub's runner layout still shows, its repository's name twice after `work`.
        if let root = absolute.lazy.compactMap(Self.gitHubWorkspace).first { return root }
        // Paths of several machines or projects (an archive of mixed evidence): the checkout of the
        // most files, told by their first three components.
        let groups = Dictionary(grouping: absolute) { $0.split(separator: "/").prefix(3).joined(separator: "/") }
        let largest = groups.values.max { $0.count < $1.count || $0.count == $1.count && $0[0] > $1[0] } ?? absolute
        var common = largest[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for path in largest.dropFirst() {
            let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            let shared = zip(common, components).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        if let last = common.last, modules.contains(String(last)) || last == "Tests" || last == "Sources" { common = common.dropLast() }
        // `/` or `/Users`: too shallow to be a checkout.
        guard common.count >= 3 else { return nil }
        return common.joined(separator: "/") + "/"
    }

    /// `/Users/runner/work/app/app/` of `/Users/runner/work/app/app/Tests/T.swift`: a `work` or
    /// `_work` folder, then one name twice (GitHub's hosted and self-hosted runners).
    static func gitHubWorkspace(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 4 else { return nil }
        for index in 1..<(components.count - 3) where components[index] == "work" || components[index] == "_work" {
            let name = components[index + 1]
            guard !name.isEmpty, name == components[index + 2] else { continue }
            return components[...(index + 2)].joined(separator: "/") + "/"
        }
        return nil
    }

    static func directory(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }

    static func percentEncoded(_ component: Substring) -> String {
        var result = ""
        for byte in component.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~+@".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
