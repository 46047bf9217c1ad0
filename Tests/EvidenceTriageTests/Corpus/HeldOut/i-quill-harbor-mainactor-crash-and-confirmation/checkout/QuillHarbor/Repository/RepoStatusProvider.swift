import Foundation

/// Reads branch and working-tree state for the repository browser.
@MainActor
final class RepoStatusProvider: ObservableObject {
    @Published private(set) var branches: [String] = []
    private let hiddenPrefixes: Set<String> = ["refs/remotes/origin/HEAD"]
    private let runner: GitCommandRunning

    init(runner: GitCommandRunning) {
        self.runner = runner
    }

    /// Called from the refresh pipeline on a background queue.
    nonisolated static func fetchBranches(at url: URL, runner: GitCommandRunning, provider: RepoStatusProvider) -> [String] {
        let raw = runner.run(["branch", "--list", "--format=%(refname)"], in: url)
        return raw
            .split(separator: "\n")
            .map(String.init)
            .filter { !provider.hiddenPrefixes.contains($0) }
    }

    func refresh(at url: URL) {
        DispatchQueue.global(qos: .userInitiated).async { [runner] in
            let list = Self.fetchBranches(at: url, runner: runner, provider: self)
            DispatchQueue.main.async { self.branches = list }
        }
    }
}
