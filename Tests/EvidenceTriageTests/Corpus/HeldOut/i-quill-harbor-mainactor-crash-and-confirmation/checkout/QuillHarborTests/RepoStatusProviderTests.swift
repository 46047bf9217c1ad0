import XCTest
@testable import QuillHarbor

final class RepoStatusProviderTests: XCTestCase {
    func testParsesBranchList() async throws {
        let runner = StubGitRunner(output: "refs/heads/main\nrefs/heads/feature/tags")
        let provider = await RepoStatusProvider(runner: runner)
        let branches = await MainActor.run {
            RepoStatusProvider.fetchBranches(at: URL(fileURLWithPath: "/tmp/r"), runner: runner, provider: provider)
        }
        XCTAssertEqual(branches, ["refs/heads/main", "refs/heads/feature/tags"])
    }

    func testFetchBranchesOffMainQueue() async throws {
        let runner = StubGitRunner(output: "refs/heads/main\nrefs/remotes/origin/HEAD")
        let provider = await RepoStatusProvider(runner: runner)
        let done = expectation(description: "branches fetched on background queue")
        DispatchQueue.global(qos: .userInitiated).async {
            let branches = RepoStatusProvider.fetchBranches(at: URL(fileURLWithPath: "/tmp/r"), runner: runner, provider: provider)
            XCTAssertEqual(branches, ["refs/heads/main"])
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 5)
    }
}
